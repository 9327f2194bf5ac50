CREATE TABLE "sandbox_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"amount_fen" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"trade_no" varchar(64),
	"notify_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_token_unique" UNIQUE("token"),
	CONSTRAINT "sandbox_payments_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_no","created_at");