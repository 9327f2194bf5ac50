CREATE TABLE "search_keyword_clients" (
	"keyword" varchar(64) NOT NULL,
	"client" varchar(32) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "search_keyword_clients_keyword_client_pk" PRIMARY KEY("keyword","client")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" varchar(8) DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_child" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "curated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "search_keyword_clients_day_idx" ON "search_keyword_clients" USING btree ("day");--> statement-breakpoint
-- Every existing profile becomes private (the column default); the official account that publishes the seed videos is public.
UPDATE "users" SET "profile_visibility" = 'public' WHERE "role" = 'official';
