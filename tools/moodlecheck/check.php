<?php
// Reads a Moodle XML file of gametree's questions with Moodle's own Cloze parser:
//
//     php check.php MOODLE_DIR FILE.xml
//
// MOODLE_DIR is a Moodle checkout (its question/type/multianswer/questiontype.php is
// loaded: the part from "// ANSWER_ALTERNATIVE regexes." on, its regexes and its
// functions qtype_multianswer_extract_question and
// qtype_multianswer_validate_question, unchanged; the class above them needs the whole
// of Moodle and is left out). The few things of Moodle's they call are stood in for
// below. The XML is read as question/format/xml/format.php reads it (entities decoded,
// as its xmlize does), each Cloze question's text parsed and validated, its files
// decoded and checked to be the pictures its text shows. Prints one line per question
// and exits 1 on the first thing Moodle would refuse.

if ($argc != 3) {
    fwrite(STDERR, "usage: php check.php MOODLE_DIR FILE.xml\n");
    exit(2);
}
[$_, $moodle, $file] = $argv;

// What the parser calls of the rest of Moodle.
define('MOODLE_INTERNAL', true);
define('FORMAT_HTML', '1');
class qtype_multichoice_base {
    const LAYOUT_DROPDOWN = 0;
    const LAYOUT_VERTICAL = 1;
    const LAYOUT_HORIZONTAL = 2;
}
class qtype_numerical {
    // Moodle's accepts a number with a dot or a comma, as here.
    public static function is_valid_number(string $x): bool {
        return is_numeric(str_replace(',', '.', $x));
    }
}
class moodle_exception extends Exception {
    public function __construct($errorcode, $module = '', $link = '', $a = null) {
        parent::__construct("$module/$errorcode: " . print_r($a, true));
    }
}
function get_string($id, $component = '', $a = null) {
    return "$component:$id";
}
function fullclone($thing) {
    return unserialize(serialize($thing));
}

$source = file_get_contents("$moodle/question/type/multianswer/questiontype.php");
if ($source === false) {
    fwrite(STDERR, "no question/type/multianswer/questiontype.php in $moodle\n");
    exit(2);
}
$at = strpos($source, '// ANSWER_ALTERNATIVE regexes.');
if ($at === false) {
    fwrite(STDERR, "questiontype.php has no Cloze parser where it was\n");
    exit(2);
}
eval(substr($source, $at));

$xml = simplexml_load_file($file, 'SimpleXMLElement', LIBXML_NONET);
if ($xml === false || $xml->getName() !== 'quiz') {
    fwrite(STDERR, "$file: not a Moodle XML quiz\n");
    exit(1);
}
$n = 0;
foreach ($xml->question as $q) {
    $type = (string) $q['type'];
    if ($type === 'category') {
        echo "category: ", trim((string) $q->category->text), "\n";
        continue;
    }
    if ($type !== 'cloze') {
        fwrite(STDERR, "unexpected question type $type\n");
        exit(1);
    }
    $n++;
    $name = trim((string) $q->name->text);
    $text = trim((string) $q->questiontext->text);
    $qo = qtype_multianswer_extract_question(['text' => $text, 'format' => FORMAT_HTML, 'itemid' => '']);
    $errors = qtype_multianswer_validate_question($qo);
    if ($errors) {
        fwrite(STDERR, "$name: Moodle refuses it: " . implode('; ', array_map(
            fn($k, $v) => "$k $v", array_keys($errors), $errors)) . "\n");
        exit(1);
    }
    if (preg_match('/\{[0-9]*:[A-Z_]+:/', $qo->questiontext['text'])) {
        fwrite(STDERR, "$name: a field Moodle did not read\n");
        exit(1);
    }
    $kinds = [];
    foreach ($qo->options->questions as $sub) {
        $kind = $sub->qtype . (isset($sub->single) && !$sub->single ? '(multi)' : '');
        $kinds[$kind] = ($kinds[$kind] ?? 0) + 1;
    }
    // its pictures: every @@PLUGINFILE@@ of the text is a file of the question, a PNG
    preg_match_all('~@@PLUGINFILE@@/([^"\'<>\s]+)~', $text, $refs);
    $files = [];
    foreach ($q->questiontext->file as $f) {
        $data = base64_decode((string) $f, true);
        $size = $data === false ? false : getimagesizefromstring($data);
        if ($size === false || $size['mime'] !== 'image/png') {
            fwrite(STDERR, "$name: file {$f['name']} is no PNG\n");
            exit(1);
        }
        $files[(string) $f['name']] = "{$size[0]}x{$size[1]}";
    }
    foreach ($refs[1] as $ref) {
        if (!isset($files[rawurldecode($ref)])) {
            fwrite(STDERR, "$name: the text shows $ref, which it does not hold\n");
            exit(1);
        }
    }
    $summary = implode(', ', array_map(fn($k, $v) => "$v $k", array_keys($kinds), $kinds));
    echo "$name: mark {$qo->defaultmark}; $summary; files ", json_encode($files, JSON_UNESCAPED_UNICODE), "\n";
}
echo "$n questions read as Moodle reads them\n";
