CREATE TABLE "rate_limit_hits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" varchar(40) PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"order_code" varchar(40) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"payer_email" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"state" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"captured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_end_idx" ON "rate_limit_hits" USING btree ("window_end");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_key_idx" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payments_created_at_idx" ON "sandbox_payments" USING btree ("created_at");