CREATE TABLE "package_lineage" (
	"child_package_id" integer NOT NULL,
	"parent_package_id" integer NOT NULL,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_lineage_child_package_id_parent_package_id_pk" PRIMARY KEY("child_package_id","parent_package_id")
);
--> statement-breakpoint
CREATE TABLE "request_packages" (
	"request_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_packages_request_id_package_id_role_pk" PRIMARY KEY("request_id","package_id","role")
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "split_type" varchar(10);--> statement-breakpoint
ALTER TABLE "package_lineage" ADD CONSTRAINT "package_lineage_child_package_id_packages_id_fk" FOREIGN KEY ("child_package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lineage" ADD CONSTRAINT "package_lineage_parent_package_id_packages_id_fk" FOREIGN KEY ("parent_package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lineage" ADD CONSTRAINT "package_lineage_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_packages" ADD CONSTRAINT "request_packages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_packages" ADD CONSTRAINT "request_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_lineage_parent_idx" ON "package_lineage" USING btree ("parent_package_id");--> statement-breakpoint
CREATE INDEX "request_packages_package_idx" ON "request_packages" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_packages_held_idx" ON "request_packages" USING btree ("package_id") WHERE "request_packages"."role" <> 'RESULT' and "request_packages"."released_at" is null;