CREATE TABLE "art_status_count" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
