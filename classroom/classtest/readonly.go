package classtest

import (
	"context"
	"database/sql"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// SetReadOnly makes a test PostgreSQL database refuse writes (on) or take them again
// (off), as a database an administrator set read-only does: ALTER DATABASE ... SET
// default_transaction_read_only, then its open connections ended so that the next
// ones read the setting (a server's pool makes new ones; its first attempt may meet a
// connection that was ended).
func SetReadOnly(t *testing.T, db Database, on bool) {
	t.Helper()
	if db.Name != "postgres" {
		t.Fatalf("SetReadOnly: %s is not PostgreSQL", db.Name)
	}
	u, err := url.Parse(db.Address)
	if err != nil {
		t.Fatal(err)
	}
	name := strings.TrimPrefix(u.Path, "/")
	admin, err := sql.Open("pgx", os.Getenv(PostgresEnv))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	value := "off"
	if on {
		value = "on"
	}
	if _, err := admin.ExecContext(ctx, "ALTER DATABASE "+name+" SET default_transaction_read_only = "+value); err != nil {
		t.Fatal(err)
	}
	if _, err := admin.ExecContext(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, name); err != nil {
		t.Fatal(err)
	}
}

// Immutable makes a file one nobody may write, not even root (chattr +i; on false,
// chattr -i): how a test run as root gets a read-only database file (root writes
// files whatever their mode). The test is skipped when chattr is not permitted here.
func Immutable(t *testing.T, path string, on bool) {
	t.Helper()
	flag := "-i"
	if on {
		flag = "+i"
		t.Cleanup(func() { exec.Command("chattr", "-i", path).Run() })
	}
	if out, err := exec.Command("chattr", flag, path).CombinedOutput(); err != nil {
		t.Skipf("chattr %s %s: %v: %s", flag, path, err, out)
	}
}
