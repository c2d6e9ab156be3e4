package classroom

import (
	"crypto/sha256"
	"encoding/binary"
	"strconv"
	"strings"

	"github.com/gametree/gametree/exercise"
)

// Variants says whether a task's students answer one tree or each their own.
type Variants string

const (
	// PerStudent: each student a random tree of the task's level and question, drawn
	// from a seed of their own (SpecFor), so that answers do not travel across the
	// room. Only random exercises have variants.
	PerStudent Variants = "per-student"
	// Shared: every student the task's own tree (presets, typed trees and games always).
	Shared Variants = "shared"
)

// VariantsKinds lists the settings.
var VariantsKinds = []Variants{PerStudent, Shared}

// DefaultVariants is the setting of a task that does not say: a tree per student for a
// random exercise, one shared tree for every other (it has nothing to vary).
func DefaultVariants(spec exercise.Spec) Variants {
	if spec.Source == exercise.SourceRandom {
		return PerStudent
	}
	return Shared
}

// ParseVariants reads a setting's name ("" is the spec's default, DefaultVariants).
func ParseVariants(s string) (Variants, error) {
	v := Variants(strings.ToLower(strings.TrimSpace(s)))
	if v == "" || v == PerStudent || v == Shared {
		return v, nil
	}
	return "", refuse(Invalid, "class.variants", "choices", []string{string(PerStudent), string(Shared)})
}

// taskVariants checks task i's setting v against its spec: "" is the default; only a
// random exercise has a tree per student.
func taskVariants(i int, spec exercise.Spec, v Variants) (Variants, error) {
	v, err := ParseVariants(string(v))
	if err != nil {
		return "", err
	}
	if v == "" {
		return DefaultVariants(spec), nil
	}
	if v == PerStudent && spec.Source != exercise.SourceRandom {
		return "", refuse(Invalid, "class.variants_fixed", "n", i+1)
	}
	return v, nil
}

// SpecFor is the exercise student studentID answers at task t of assignment
// assignmentID: the task's own spec when it is shared (or without a student: ""),
// else its random tree drawn from the student's seed (VariantSeed).
func (t Task) SpecFor(assignmentID, studentID string) exercise.Spec {
	if t.Variants != PerStudent || t.Spec.Source != exercise.SourceRandom || studentID == "" {
		return t.Spec
	}
	spec := t.Spec
	spec.Seed = VariantSeed(assignmentID, t.Index, studentID, t.Spec.Seed)
	return spec
}

// VariantSeed is a student's seed at a task: a hash of the assignment, the task, the
// student and the task's own seed, so that the same student always gets the same tree
// (and their teacher sees it), and two students almost never the same one. It is
// from 1 to 2^53 (a number JSON and JavaScript hold exactly).
func VariantSeed(assignmentID string, task int, studentID string, base int64) int64 {
	h := sha256.Sum256([]byte("gametree variant\x00" + assignmentID + "\x00" + strconv.Itoa(task) + "\x00" + studentID +
		"\x00" + strconv.FormatInt(base, 10)))
	return int64(binary.BigEndian.Uint64(h[:8])%(1<<53)) + 1
}
