CREATE TABLE "cache_versions" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
