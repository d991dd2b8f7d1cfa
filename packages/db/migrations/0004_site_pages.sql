CREATE TABLE "site_pages" (
	"slug" varchar(30) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
