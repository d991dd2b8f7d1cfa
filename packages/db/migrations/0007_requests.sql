CREATE TABLE "member_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filename" varchar(80) NOT NULL,
	"member_id" integer NOT NULL,
	"uploaded_by_member_id" integer,
	"domain" varchar(20) NOT NULL,
	"tag" varchar(30) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_files_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "ofm_item_images" (
	"item_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ofm_item_images_item_id_file_id_pk" PRIMARY KEY("item_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "ofm_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ofm_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" varchar(1000) NOT NULL,
	"name" varchar(500) NOT NULL,
	"unit_price_krw" integer NOT NULL,
	"quantity" integer NOT NULL,
	"member_note" varchar(3000),
	"shop_product_id" integer
);
--> statement-breakpoint
CREATE TABLE "ofm_purchase_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ofm_purchase_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"name" varchar(500) NOT NULL,
	"unit_price_krw" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofm_requests" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"shop_name" varchar(20) NOT NULL,
	"shop_open_at" timestamp with time zone,
	"shop_close_at" timestamp with time zone,
	"video_call" boolean DEFAULT false NOT NULL,
	"video_call_info" varchar(3000),
	"member_note" varchar(3000),
	"source_type" varchar(20),
	"source_id" varchar(40),
	"visit_minutes" integer,
	"fansign_participation" varchar(10),
	"applicant_name" varchar(100),
	"applicant_data" varchar(3000),
	"order_value_krw" integer NOT NULL,
	"domestic_shipping_krw" integer DEFAULT 0 NOT NULL,
	"fee_krw" integer NOT NULL,
	"prepayment_krw" integer NOT NULL,
	"fee_lines" jsonb NOT NULL,
	"purchase_amount_krw" integer,
	"fee_amount_krw" integer,
	"manager_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"from_status" varchar(10),
	"to_status" varchar(10) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_member_id" integer,
	"reason" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"code" varchar(20) NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"shop_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" varchar(10) DEFAULT 'HELD' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "name" varchar(500);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "link" varchar(1000);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "image_url" varchar(1000);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "unit_price_krw" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "shop_name" varchar(20);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "trending_product_id" integer;--> statement-breakpoint
ALTER TABLE "member_files" ADD CONSTRAINT "member_files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_files" ADD CONSTRAINT "member_files_uploaded_by_member_id_members_id_fk" FOREIGN KEY ("uploaded_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofm_item_images" ADD CONSTRAINT "ofm_item_images_item_id_ofm_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ofm_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofm_item_images" ADD CONSTRAINT "ofm_item_images_file_id_member_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."member_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofm_items" ADD CONSTRAINT "ofm_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofm_items" ADD CONSTRAINT "ofm_items_shop_product_id_shop_products_id_fk" FOREIGN KEY ("shop_product_id") REFERENCES "public"."shop_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofm_purchase_items" ADD CONSTRAINT "ofm_purchase_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofm_requests" ADD CONSTRAINT "ofm_requests_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_shop_product_id_shop_products_id_fk" FOREIGN KEY ("shop_product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_files_member_idx" ON "member_files" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_files_unattached_idx" ON "member_files" USING btree ("created_at") WHERE "member_files"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "ofm_items_request_idx" ON "ofm_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "ofm_purchase_items_request_idx" ON "ofm_purchase_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_history_request_idx" ON "request_history" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "requests_member_kind_idx" ON "requests" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "requests_kind_status_idx" ON "requests" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "stock_reservations_request_idx" ON "stock_reservations" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_held_idx" ON "stock_reservations" USING btree ("expires_at") WHERE "stock_reservations"."status" = 'HELD';--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_request_product_idx" ON "stock_reservations" USING btree ("request_id","shop_product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_trending_product_id_trending_products_id_fk" FOREIGN KEY ("trending_product_id") REFERENCES "public"."trending_products"("id") ON DELETE set null ON UPDATE no action;