ALTER TABLE "members" ADD COLUMN "referral_code" varchar(10);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_referral_code_idx" ON "members" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "members_invited_by_idx" ON "members" USING btree ("invited_by");