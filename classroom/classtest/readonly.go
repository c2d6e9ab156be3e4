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

// SetReadOnly makes a test database refuse writes (on) or take them again (off), for
// real, while a server has it open:
//   - PostgreSQL, as a database an administrator set read-only: ALTER DATABASE ... SET
//     default_transaction_read_only, then its open connections ended so that the next
//     ones read the setting (a server's pool makes new ones; its first try may meet
//     a connection that was ended). Writes fail with 25006 read_only_sql_transaction.
//   - SQLite, as a file nobody may write: the file and its write-ahead log made
//     immutable (chattr +i; the tests run as root, who writes whatever a file's mode
//     says, but not an immutable file, even through a descriptor opened before).
//     Writes fail with SQLITE_IOERR (the log cannot be written) or SQLITE_READONLY.
//     The test is skipped where chattr is not permitted.
func SetReadOnly(t *testing.T, db Database, on bool) {
	t.Helper()
	if db.Name != "postgres" {
		for _, f := range []string{db.Address, db.Address + "-wal"} {
			if _, err := os.Stat(f); err == nil || f == db.Address {
				Immutable(t, f, on)
			}
		}
		return
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
