CREATE TABLE "catalogue_versions" (
	"scope" varchar(40) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
