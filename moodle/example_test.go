package moodle_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/moodle"
)

// An assignment's results as Moodle's gradebook imports them: the student number as
// ID number, a column per exercise, the total in points and in per cent; "-" is no
// grade.
func ExampleGradebook() {
	a := &classroom.Assignment{Title: "Pruning", Tasks: []classroom.Task{{OutOf: 7}, {OutOf: 5}}}
	r := &classroom.Results{Students: []classroom.StudentRow{
		{Student: classroom.Student{Name: "Ana", Number: "1001"}, Cells: []classroom.Cell{{Attempts: 1, Best: 7}, {Attempts: 2, Best: 3}}, Total: 10},
		{Student: classroom.Student{Name: "Luis", Number: "1002"}, Cells: []classroom.Cell{{Attempts: 1, Best: 4}, {}}, Total: 4},
	}}
	var b strings.Builder
	if err := moodle.Gradebook(&b, a, r, "en"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	fmt.Print(strings.TrimPrefix(b.String(), "\ufeff"))
	// Output:
	// ID number,Full name,Pruning: exercise 1 (out of 7),Pruning: exercise 2 (out of 5),Pruning: total (out of 12),Pruning: total (%)
	// 1001,Ana,7,3,10,83.33
	// 1002,Luis,4,-,4,33.33
}

// A title of anyone's typing is text in a question: no Cloze field, no file.
func ExampleText() {
	fmt.Println(moodle.Text(`{1:NUMERICAL:=1} @@PLUGINFILE@@ <b>`))
	// Output:
	// &#123;1:NUMERICAL:=1&#125; &#64;&#64;PLUGINFILE&#64;&#64; &lt;b&gt;
}
