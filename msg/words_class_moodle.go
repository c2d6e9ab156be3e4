package msg

// The page's words for the Moodle downloads of a class's results (class-moodle.js).
func init() { addWords("page", classMoodleWords) }

var classMoodleWords = map[string]struct{ en, es string }{
	"clMoodleGrades": {`Grades for Moodle`, `Notas para Moodle`},
	"clMoodleGradesTip": {`A CSV file for Moodle's gradebook (Grades › Import › CSV file): the student number as ID number, a column per exercise, the total.`,
		`Un archivo CSV para el libro de calificaciones de Moodle (Calificaciones › Importar › Archivo CSV): el número de estudiante como número de ID, una columna por ejercicio, el total.`},
	"clMoodleQuestions": {`Questions for Moodle`, `Preguntas para Moodle`},
	"clMoodleQuestionsTip": {`The exercises as Moodle XML questions with their pictures (Question bank › Import › Moodle XML format), for a quiz.`,
		`Los ejercicios como preguntas Moodle XML con sus dibujos (Banco de preguntas › Importar › Formato Moodle XML), para un cuestionario.`},
}
