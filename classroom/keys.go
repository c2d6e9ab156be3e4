package classroom

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
)

// newID is a random id for a class, an assignment, a student or an attempt.
func newID() string { return random(idBytes) }

// newKey is a random secret: a teacher's or a student's key.
func newKey() string { return random(keyBytes) }

func random(n int) string {
	b := make([]byte, n)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

// hashKey is what the database keeps of a key.
func hashKey(key string) string {
	h := sha256.Sum256([]byte(key))
	return hex.EncodeToString(h[:])
}

// keyMatches compares a key with a stored hash in constant time (the time does not
// depend on where they differ).
func keyMatches(key, stored string) bool {
	h := hashKey(key)
	return subtle.ConstantTimeCompare([]byte(h), []byte(stored)) == 1
}
