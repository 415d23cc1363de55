// The offline teacher's evaluation (issue 15): runs the set in backend/eval/teacher through the
// engine's real operations, prints a table and writes bench/results/teacher.json. With
// OPENAI_API_KEY or ANTHROPIC_API_KEY set, the same set also runs against that provider and is
// written as bench/results/teacher-provider.json.
import { backendTypeScript } from './lib/load-backend-ts.mjs';
import { writeResult } from './lib/write-result.mjs';

const load = backendTypeScript();
const { runTeacherEval, formatTable } = load('eval/teacher/run-eval.ts');
const { offlineTeacher, providerTeacher } = load('eval/teacher/engines.ts');
const { HELD_OUT_QUESTIONS } = load('eval/teacher/held-out-questions.ts');
const { HELD_OUT_QUESTIONS_2 } = load('eval/teacher/held-out-questions-2.ts');
const { HELD_OUT_QUESTIONS_3 } = load('eval/teacher/held-out-questions-3.ts');
const { HELD_OUT_QUESTIONS_4 } = load('eval/teacher/held-out-questions-4.ts');

const sets = [
  { name: 'teacher', questions: undefined },
  // Written before tuning, since read while tuning: a development set now.
  { name: 'teacher-held-out', questions: HELD_OUT_QUESTIONS },
  // Its feeds were read while tuning in a later session: a second development set now.
  { name: 'teacher-held-out-2', questions: HELD_OUT_QUESTIONS_2 },
  // Its numbers were read before and after a change: a third development set now.
  { name: 'teacher-held-out-3', questions: HELD_OUT_QUESTIONS_3 },
  // Never tuned against: it shows whether tuning generalises.
  { name: 'teacher-held-out-4', questions: HELD_OUT_QUESTIONS_4 },
];
for (const { name, questions } of sets) {
  const result = await runTeacherEval(await offlineTeacher(), questions);
  console.log(formatTable(result));
  console.log(`wrote ${await writeResult(name, result)}`);
}

const provider = providerTeacher();
if (provider) {
  const result = await runTeacherEval(provider);
  console.log(formatTable(result));
  console.log(`wrote ${await writeResult('teacher-provider', result)}`);
}
