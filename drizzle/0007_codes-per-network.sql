CREATE TABLE "data_repairs" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "requester_key" varchar(64);--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "foreign_attempts" integer DEFAULT 0 NOT NULL;