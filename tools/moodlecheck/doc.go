// Package moodlecheck runs Moodle's own Cloze parser on the questions package moodle
// writes: check.php (PHP) loads the parser from a Moodle checkout and reads a Moodle
// XML file as Moodle's importer does; TestMoodleReadsOurQuestions writes every kind of
// question in both languages, with a hostile title, and runs it.
//
//	MOODLE_DIR=~/src/moodle go test ./tools/moodlecheck
//
// It is skipped without MOODLE_DIR or without php (Debian: php-cli php-xml).
// package moodle's own tests read the same file through a Go port of that parser.
package moodlecheck
