// Package classtest gives tests fresh databases for package classroom: an SQLite file
// in the test's temporary folder, and, when PostgreSQL is at hand, a database of its
// own on it, dropped when the test ends.
//
// PostgreSQL is at hand when $GAMETREE_TEST_POSTGRES holds the address of a server
// whose user may create databases (postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable;
// .ci/run starts one and sets it). Without it the PostgreSQL half of a test is skipped,
// except under CI=true, where it fails.
package classtest
