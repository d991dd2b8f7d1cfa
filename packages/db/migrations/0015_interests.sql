CREATE TABLE "interest_keywords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interest_keywords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"keyword" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_keywords_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "member_interests" (
	"member_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_interests_member_id_keyword_id_pk" PRIMARY KEY("member_id","keyword_id")
);
--> statement-breakpoint
ALTER TABLE "interest_keywords" ADD CONSTRAINT "interest_keywords_parent_id_interest_keywords_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."interest_keywords"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_interests" ADD CONSTRAINT "member_interests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_interests" ADD CONSTRAINT "member_interests_keyword_id_interest_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."interest_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interest_keywords_parent_idx" ON "interest_keywords" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "member_interests_keyword_idx" ON "member_interests" USING btree ("keyword_id");