package classtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver
)

// PostgresEnv names the variable that holds the test PostgreSQL server's address.
const PostgresEnv = "GAMETREE_TEST_POSTGRES"

// Database is one database to test on.
type Database struct {
	// Name is "sqlite" or "postgres" (a subtest's name).
	Name string
	// Address is what classroom.Open takes.
	Address string
}

// Databases runs f as a subtest on a fresh SQLite file and a fresh PostgreSQL
// database (skipped without one, failed under CI=true).
func Databases(t *testing.T, f func(t *testing.T, db Database)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { f(t, SQLite(t)) })
	t.Run("postgres", func(t *testing.T) { f(t, Postgres(t)) })
}

// SQLite is a fresh SQLite database file in t's temporary folder.
func SQLite(t *testing.T) Database {
	return Database{Name: "sqlite", Address: filepath.Join(t.TempDir(), "classes.db")}
}

// Postgres is a fresh PostgreSQL database, dropped when t ends; t is skipped when
// there is no test server (failed under CI=true).
func Postgres(t *testing.T) Database {
	t.Helper()
	admin := os.Getenv(PostgresEnv)
	if admin == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no PostgreSQL for the tests: $%s is not set (.ci/run starts one and sets it)", PostgresEnv)
		}
		t.Skipf("no PostgreSQL: set $%s to a server's address (e.g. postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable)", PostgresEnv)
	}
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatalf("$%s: %v", PostgresEnv, err)
	}
	b := make([]byte, 6)
	rand.Read(b)
	name := "gametree_test_" + hex.EncodeToString(b)
	db, err := sql.Open("pgx", admin)
	if err != nil {
		t.Fatalf("PostgreSQL at $%s: %v", PostgresEnv, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := db.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		db.Close()
		t.Fatalf("PostgreSQL at $%s: %v", PostgresEnv, err)
	}
	t.Cleanup(func() {
		// DROP DATABASE waits for a checkpoint: minutes on a machine busy writing
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		if _, err := db.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("dropping %s: %v", name, err)
		}
		db.Close()
	})
	u.Path = "/" + name
	return Database{Name: "postgres", Address: u.String()}
}
