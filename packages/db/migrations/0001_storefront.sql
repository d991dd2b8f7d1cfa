CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "artist_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artist_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" char(1) DEFAULT 'G' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text,
	"search_term" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "artist_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artist_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "artist_members_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"shop_product_id" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"base_rate" numeric(12, 4) NOT NULL,
	"wise_rate" numeric(12, 4) NOT NULL,
	"set_by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fansign_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fansign_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"thumbnail_url" text,
	"unit_price_krw" integer NOT NULL,
	"shop_name" varchar(50) NOT NULL,
	"type" varchar(20) NOT NULL,
	"sub_type" varchar(30) NOT NULL,
	"artist_group_id" integer,
	"artist_name_en" varchar(100) NOT NULL,
	"artist_name_ko" varchar(100) DEFAULT '' NOT NULL,
	"entry_start_date" timestamp with time zone NOT NULL,
	"entry_end_date" timestamp with time zone NOT NULL,
	"winner_announcement_date" timestamp with time zone,
	"purchase_url" text NOT NULL,
	"details_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(50) NOT NULL,
	"title" varchar(100) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content_markdown" text DEFAULT '' NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_listings" (
	"pid" varchar(40) PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"price_krw" integer NOT NULL,
	"shipping_fee_krw" integer DEFAULT 0 NOT NULL,
	"sale_status" varchar(20) DEFAULT 'SELLING' NOT NULL,
	"image_url_template" text NOT NULL,
	"image_count" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"condition" varchar(20) DEFAULT 'USED' NOT NULL,
	"category_id" varchar(20) DEFAULT '910' NOT NULL,
	"artist_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"sub_type" varchar(30),
	"title" varchar(200) NOT NULL,
	"content_html" text NOT NULL,
	"image_path" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier" varchar(30) NOT NULL,
	"type" varchar(10) NOT NULL,
	"zone" varchar(50),
	"countries" jsonb NOT NULL,
	"max_weight_grams" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"price_krw" integer NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"category" varchar(30) NOT NULL,
	"type" varchar(30) NOT NULL,
	"artist_group_id" integer,
	"artist_member_id" integer,
	"origin_shop" varchar(30) NOT NULL,
	"thumbnail_path" text,
	"image_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_key" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"uploaded_by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "trending_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trending_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"thumbnail_path" text,
	"unit_price_krw" integer NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"purchase_url" text NOT NULL,
	"shop_name" varchar(20) NOT NULL,
	"shop_close_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_members" ADD CONSTRAINT "artist_members_group_id_artist_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."artist_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shop_product_id_shop_products_id_fk" FOREIGN KEY ("shop_product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_member_id_members_id_fk" FOREIGN KEY ("set_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fansign_events" ADD CONSTRAINT "fansign_events_artist_group_id_artist_groups_id_fk" FOREIGN KEY ("artist_group_id") REFERENCES "public"."artist_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_artist_group_id_artist_groups_id_fk" FOREIGN KEY ("artist_group_id") REFERENCES "public"."artist_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_artist_group_id_artist_groups_id_fk" FOREIGN KEY ("artist_group_id") REFERENCES "public"."artist_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_artist_member_id_artist_members_id_fk" FOREIGN KEY ("artist_member_id") REFERENCES "public"."artist_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_member_id_members_id_fk" FOREIGN KEY ("uploaded_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_members_group_idx" ON "artist_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_member_product_idx" ON "cart_items" USING btree ("member_id","shop_product_id");--> statement-breakpoint
CREATE INDEX "marketplace_listings_name_trgm_idx" ON "marketplace_listings" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_kind_created_idx" ON "posts" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "shop_products_name_trgm_idx" ON "shop_products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_products_price_idx" ON "shop_products" USING btree ("price_krw");--> statement-breakpoint
CREATE INDEX "shop_products_group_idx" ON "shop_products" USING btree ("artist_group_id");