package classroom

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
)

// A student's key is kept by the database as its hash (to know the student) and
// sealed (to show it to the teacher again): sealed so that the database alone does
// not open it and the teacher's key does. A student joins without the teacher: the
// seal is made with the class's public key (X25519), whose private key is derived
// from the teacher's key (HKDF-SHA256) and never stored. Sealing is ECIES: an
// ephemeral X25519 key agreed with the class's public key, HKDF-SHA256 of the shared
// secret, AES-256-GCM with the student's id as associated data (a sealed key moved to
// another student's row does not open).

const (
	sealInfo  = "gametree: a class's key pair for its students' keys"
	sealKDF   = "gametree: a student's key sealed"
	sealKeyLn = 32
)

// classPrivateKey is the class's private key of the seals, derived from its teacher's key.
func classPrivateKey(classID, teacherKey string) (*ecdh.PrivateKey, error) {
	b, err := hkdf.Key(sha256.New, []byte(teacherKey), []byte("class "+classID), sealInfo, sealKeyLn)
	if err != nil {
		return nil, err
	}
	return ecdh.X25519().NewPrivateKey(b)
}

// classPublicKey is the public key the class's students' keys are sealed with, as
// the database keeps it (base64).
func classPublicKey(classID, teacherKey string) (string, error) {
	priv, err := classPrivateKey(classID, teacherKey)
	if err != nil {
		return "", err
	}
	return base64.RawStdEncoding.EncodeToString(priv.PublicKey().Bytes()), nil
}

// sealKey seals a student's key with the class's public key (base64, as classes.seal_pub
// holds it): ephemeral public key, nonce and ciphertext, base64.
func sealKey(pub, studentID, key string) (string, error) {
	raw, err := base64.RawStdEncoding.DecodeString(pub)
	if err != nil {
		return "", err
	}
	to, err := ecdh.X25519().NewPublicKey(raw)
	if err != nil {
		return "", err
	}
	eph, err := ecdh.X25519().GenerateKey(rand.Reader)
	if err != nil {
		return "", err
	}
	shared, err := eph.ECDH(to)
	if err != nil {
		return "", err
	}
	aead, err := sealAEAD(shared, eph.PublicKey().Bytes(), raw)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	rand.Read(nonce)
	out := append(append(eph.PublicKey().Bytes(), nonce...), aead.Seal(nil, nonce, []byte(key), []byte(studentID))...)
	return base64.RawStdEncoding.EncodeToString(out), nil
}

// errSeal: a sealed key does not open with this teacher's key (or is damaged).
var errSeal = errors.New("the sealed key does not open")

// openKey opens a sealed student's key with the class's private key.
func openKey(priv *ecdh.PrivateKey, studentID, sealed string) (string, error) {
	raw, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < 32+12 {
		return "", errSeal
	}
	from, err := ecdh.X25519().NewPublicKey(raw[:32])
	if err != nil {
		return "", errSeal
	}
	shared, err := priv.ECDH(from)
	if err != nil {
		return "", errSeal
	}
	aead, err := sealAEAD(shared, raw[:32], priv.PublicKey().Bytes())
	if err != nil {
		return "", err
	}
	n := aead.NonceSize()
	if len(raw) < 32+n {
		return "", errSeal
	}
	plain, err := aead.Open(nil, raw[32:32+n], raw[32+n:], []byte(studentID))
	if err != nil {
		return "", errSeal
	}
	return string(plain), nil
}

// sealAEAD is AES-256-GCM under the key HKDF-SHA256 draws from an agreed secret (salted
// with both public keys).
func sealAEAD(shared, ephPub, classPub []byte) (cipher.AEAD, error) {
	k, err := hkdf.Key(sha256.New, shared, append(append([]byte{}, ephPub...), classPub...), sealKDF, 32)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(k)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}
