CREATE TABLE "credit_balances" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance_krw" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_non_negative" CHECK ("credit_balances"."balance_krw" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"transaction_type" char(1) NOT NULL,
	"category" varchar(30) NOT NULL,
	"amount_krw" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"description" varchar(1000),
	"source_code" varchar(40),
	"created_by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_amount_positive" CHECK ("credit_entries"."amount_krw" > 0),
	CONSTRAINT "credit_entries_type" CHECK ("credit_entries"."transaction_type" in ('E', 'R'))
);
--> statement-breakpoint
CREATE TABLE "fee_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_request_id" integer NOT NULL,
	"origin_code" varchar(20) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"amount_krw" integer NOT NULL,
	"status" varchar(10) DEFAULT 'UNPAID' NOT NULL,
	"order_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_lines_amount_non_negative" CHECK ("fee_lines"."amount_krw" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ofm_result_images" (
	"request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ofm_result_images_request_id_file_id_pk" PRIMARY KEY("request_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "order_fee_lines" (
	"order_request_id" integer NOT NULL,
	"fee_line_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"origin_target_code" varchar(20) NOT NULL,
	"amount_krw" integer NOT NULL,
	CONSTRAINT "order_fee_lines_order_request_id_fee_line_id_pk" PRIMARY KEY("order_request_id","fee_line_id")
);
--> statement-breakpoint
CREATE TABLE "order_targets" (
	"order_request_id" integer NOT NULL,
	"target_request_id" integer NOT NULL,
	"target_type" varchar(10) NOT NULL,
	"target_code" varchar(20) NOT NULL,
	"amount_krw" integer NOT NULL,
	CONSTRAINT "order_targets_order_request_id_target_request_id_pk" PRIMARY KEY("order_request_id","target_request_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"payment_method" varchar(10) NOT NULL,
	"total_amount_krw" integer NOT NULL,
	"discount_krw" integer DEFAULT 0 NOT NULL,
	"credit_redeem_krw" integer DEFAULT 0 NOT NULL,
	"amount_krw" integer NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"base_rate" numeric(12, 4) NOT NULL,
	"wise_rate" numeric(12, 4) NOT NULL,
	"paid_amount_cents" integer,
	"paid_at" timestamp with time zone,
	"deposit_reference" varchar(40),
	"deposit_amount_cents" integer,
	"deposit_submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"member_id" integer NOT NULL,
	"type" varchar(2) NOT NULL,
	"status" varchar(30) NOT NULL,
	"source_request_id" integer,
	"name" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_request_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"method" varchar(10) NOT NULL,
	"provider_ref" varchar(100) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"approve_url" varchar(2000) NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"provider_payment_id" varchar(100),
	"failure_code" varchar(50),
	"failure_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "checkout_request_id" integer;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_target_request_id_requests_id_fk" FOREIGN KEY ("target_request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_order_request_id_requests_id_fk" FOREIGN KEY ("order_request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofm_result_images" ADD CONSTRAINT "ofm_result_images_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofm_result_images" ADD CONSTRAINT "ofm_result_images_file_id_member_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."member_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fee_lines" ADD CONSTRAINT "order_fee_lines_order_request_id_requests_id_fk" FOREIGN KEY ("order_request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fee_lines" ADD CONSTRAINT "order_fee_lines_fee_line_id_fee_lines_id_fk" FOREIGN KEY ("fee_line_id") REFERENCES "public"."fee_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_targets" ADD CONSTRAINT "order_targets_order_request_id_requests_id_fk" FOREIGN KEY ("order_request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_targets" ADD CONSTRAINT "order_targets_target_request_id_requests_id_fk" FOREIGN KEY ("target_request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_source_request_id_requests_id_fk" FOREIGN KEY ("source_request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_request_id_requests_id_fk" FOREIGN KEY ("order_request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_member_idx" ON "credit_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_source_idx" ON "credit_entries" USING btree ("category","transaction_type","source_code") WHERE "credit_entries"."source_code" is not null;--> statement-breakpoint
CREATE INDEX "fee_lines_target_idx" ON "fee_lines" USING btree ("target_request_id","id");--> statement-breakpoint
CREATE INDEX "fee_lines_order_idx" ON "fee_lines" USING btree ("order_request_id");--> statement-breakpoint
CREATE INDEX "order_fee_lines_fee_idx" ON "order_fee_lines" USING btree ("fee_line_id");--> statement-breakpoint
CREATE INDEX "order_targets_target_idx" ON "order_targets" USING btree ("target_request_id");--> statement-breakpoint
CREATE INDEX "packages_member_idx" ON "packages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "packages_source_idx" ON "packages" USING btree ("source_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_ref_idx" ON "payment_attempts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_request_id","id");--> statement-breakpoint
CREATE INDEX "cart_items_checkout_idx" ON "cart_items" USING btree ("checkout_request_id");