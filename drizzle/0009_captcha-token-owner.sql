ALTER TABLE "captcha_challenges" ADD COLUMN "client_uid" varchar(80);--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "address_key" text;