CREATE TABLE "captcha_challenges" (
	"token" varchar(32) PRIMARY KEY NOT NULL,
	"captcha_type" varchar(16) NOT NULL,
	"secret_key" varchar(16),
	"answer" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_failures" (
	"client_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_verifications" (
	"key_hash" varchar(64) PRIMARY KEY NOT NULL,
	"token" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "captcha_failures_window_idx" ON "captcha_failures" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "captcha_verifications_expires_idx" ON "captcha_verifications" USING btree ("expires_at");