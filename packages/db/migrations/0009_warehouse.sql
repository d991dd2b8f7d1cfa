CREATE TABLE "incoming_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incoming_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"category_code" varchar(30) NOT NULL,
	"unit_price_krw" integer NOT NULL,
	"quantity" integer NOT NULL,
	"member_note" varchar(3000)
);
--> statement-breakpoint
CREATE TABLE "incoming_requests" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"tracking_no" varchar(20) NOT NULL,
	"carrier_name" varchar(50),
	"seller_name" varchar(50) NOT NULL,
	"member_note" varchar(3000)
);
--> statement-breakpoint
CREATE TABLE "package_claim_images" (
	"request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "package_claim_images_request_id_file_id_pk" PRIMARY KEY("request_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "package_claims" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"tracking_no" varchar(20) NOT NULL,
	"receiver_name" varchar(100) NOT NULL,
	"package_id" integer
);
--> statement-breakpoint
CREATE TABLE "package_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"origin_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"event" varchar(20) NOT NULL,
	"from_status" varchar(30),
	"to_status" varchar(30),
	"actor" varchar(10) NOT NULL,
	"actor_member_id" integer,
	"note" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"category_code" varchar(30) NOT NULL,
	"unit_price_krw" integer NOT NULL,
	"quantity" integer NOT NULL,
	"member_note" varchar(3000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unboxing_requests" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"member_note" varchar(3000) NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"fee_krw" integer DEFAULT 0 NOT NULL,
	"package_status_before" varchar(30) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_files" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_lines" ALTER COLUMN "target_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" varchar(120);--> statement-breakpoint
ALTER TABLE "fee_lines" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "incoming_request_id" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "tracking_no" varchar(20);--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "carrier_name" varchar(50);--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "receiver_name" varchar(100);--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "width_tenths" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "length_tenths" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "height_tenths" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "member_note" varchar(3000);--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "staff_note" varchar(3000);--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "storage_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "storage_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "free_storage_days" integer;--> statement-breakpoint
ALTER TABLE "incoming_items" ADD CONSTRAINT "incoming_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_requests" ADD CONSTRAINT "incoming_requests_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claim_images" ADD CONSTRAINT "package_claim_images_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claim_images" ADD CONSTRAINT "package_claim_images_file_id_member_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."member_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_files" ADD CONSTRAINT "package_files_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_files" ADD CONSTRAINT "package_files_file_id_member_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."member_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_files" ADD CONSTRAINT "package_files_origin_request_id_requests_id_fk" FOREIGN KEY ("origin_request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_history" ADD CONSTRAINT "package_history_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_history" ADD CONSTRAINT "package_history_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unboxing_requests" ADD CONSTRAINT "unboxing_requests_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unboxing_requests" ADD CONSTRAINT "unboxing_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incoming_items_request_idx" ON "incoming_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "incoming_requests_tracking_idx" ON "incoming_requests" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "package_claims_tracking_idx" ON "package_claims" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "package_files_package_idx" ON "package_files" USING btree ("package_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_files_file_idx" ON "package_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "package_history_package_idx" ON "package_history" USING btree ("package_id","id");--> statement-breakpoint
CREATE INDEX "package_items_package_idx" ON "package_items" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "unboxing_requests_package_idx" ON "unboxing_requests" USING btree ("package_id");--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_incoming_request_id_requests_id_fk" FOREIGN KEY ("incoming_request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_lines_package_idx" ON "fee_lines" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_tracking_idx" ON "packages" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "packages_status_idx" ON "packages" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_incoming_request_id_unique" UNIQUE("incoming_request_id");--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_target_or_package" CHECK ("fee_lines"."target_request_id" is not null or "fee_lines"."package_id" is not null);