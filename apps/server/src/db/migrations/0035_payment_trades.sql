CREATE TABLE "payment_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"pay_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_trades" ADD CONSTRAINT "payment_trades_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_trades_trade_uq" ON "payment_trades" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "payment_trades_subject_idx" ON "payment_trades" USING btree ("kind","subject_id");