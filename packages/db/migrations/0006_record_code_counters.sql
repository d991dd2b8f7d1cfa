CREATE TABLE "record_code_counters" (
	"prefix" char(2) NOT NULL,
	"day" char(6) NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "record_code_counters_prefix_day_pk" PRIMARY KEY("prefix","day")
);
