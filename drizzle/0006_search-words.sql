ALTER TABLE "books" ADD COLUMN "search_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "books_words_trgm_idx" ON "books" USING gin ("search_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_words_trgm_idx" ON "videos" USING gin ("search_words" gin_trgm_ops);