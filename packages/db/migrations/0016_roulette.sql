CREATE TABLE "roulette_plays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roulette_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roulette_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"reward_id" integer NOT NULL,
	"reward_name" varchar(50) NOT NULL,
	"reward_type" varchar(10) NOT NULL,
	"amount_krw" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roulette_rewards" (
	"roulette_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(10) NOT NULL,
	"amount_krw" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"color" varchar(7) NOT NULL,
	CONSTRAINT "roulette_rewards_roulette_id_reward_id_pk" PRIMARY KEY("roulette_id","reward_id"),
	CONSTRAINT "roulette_rewards_type" CHECK ("roulette_rewards"."type" in ('CREDIT', 'NONE')),
	CONSTRAINT "roulette_rewards_weight" CHECK ("roulette_rewards"."weight" >= 0),
	CONSTRAINT "roulette_rewards_amount" CHECK ("roulette_rewards"."amount_krw" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roulettes" (
	"id" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"payout_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roulette_plays" ADD CONSTRAINT "roulette_plays_roulette_id_roulettes_id_fk" FOREIGN KEY ("roulette_id") REFERENCES "public"."roulettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_plays" ADD CONSTRAINT "roulette_plays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_rewards" ADD CONSTRAINT "roulette_rewards_roulette_id_roulettes_id_fk" FOREIGN KEY ("roulette_id") REFERENCES "public"."roulettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_plays_one_a_day_idx" ON "roulette_plays" USING btree ("roulette_id","member_id","day");--> statement-breakpoint
CREATE INDEX "roulette_plays_member_idx" ON "roulette_plays" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "roulette_plays_unpaid_idx" ON "roulette_plays" USING btree ("roulette_id") WHERE "roulette_plays"."paid_at" is null and "roulette_plays"."reward_type" = 'CREDIT';--> statement-breakpoint
INSERT INTO "roulettes" ("id", "active", "payout_date") VALUES (1, true, NULL);--> statement-breakpoint
INSERT INTO "roulette_rewards" ("roulette_id", "reward_id", "name", "type", "amount_krw", "weight", "color") VALUES
	(1, 0, 'No prize', 'NONE', 0, 50, '#ced4da'),
	(1, 1, '100 Credit', 'CREDIT', 100, 25, '#74c0fc'),
	(1, 2, '300 Credit', 'CREDIT', 300, 12, '#63e6be'),
	(1, 3, '500 Credit', 'CREDIT', 500, 7, '#ffd43b'),
	(1, 4, '1,000 Credit', 'CREDIT', 1000, 4, '#ffa94d'),
	(1, 5, '3,000 Credit', 'CREDIT', 3000, 2, '#ff8787');
