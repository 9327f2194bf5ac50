CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"addressee" varchar(50) NOT NULL,
	"dial_code" varchar(6) DEFAULT '86' NOT NULL,
	"phone" varchar(20) NOT NULL,
	"region" jsonb NOT NULL,
	"detail" varchar(200) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"lines" jsonb NOT NULL,
	"total_fen" integer NOT NULL,
	"address" jsonb,
	"method" varchar(8),
	"trade_no" varchar(64),
	"paid_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"stock_released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_cn" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"description_cn" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"classes" integer,
	"minutes_per_class" integer,
	"validity_days" integer,
	"vouchers" integer,
	"stock" integer,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "store_items_price_ck" CHECK ("store_items"."price_fen" > 0),
	CONSTRAINT "store_items_stock_ck" CHECK ("store_items"."stock" is null or "store_items"."stock" >= 0),
	CONSTRAINT "store_items_package_ck" CHECK ("store_items"."kind" <> 'package' or ("store_items"."classes" > 0 and "store_items"."minutes_per_class" > 0 and "store_items"."validity_days" > 0 and "store_items"."vouchers" >= 0))
);
--> statement-breakpoint
ALTER TABLE "package_ledger" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_item_uq" ON "cart_items" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_trade_uq" ON "payment_events" USING btree ("provider","trade_no","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "package_ledger_order_uq" ON "package_ledger" USING btree ("order_id") WHERE "package_ledger"."order_id" is not null;