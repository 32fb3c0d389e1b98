import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import type { Training, TrainingModule } from '@/shared/vault-schema';
import { LessonItem, lessonBodyId, type NextStep } from './lesson-item';
import { MarkdownView } from '@/components/markdown/markdown-view';
import { Certificate } from './certificate';
import { completedAt } from './progress-facts';
import { ModulePanel, moduleToggleId } from './module-panel';
import {
  countCompleted,
  isModuleComplete,
  moduleStatus,
  prerequisiteOf,
  summarizeProgress,
  type CompletedLessons,
} from './progress';
import { ProgressPanel } from './progress-panel';
import { ResetDialog } from './reset-dialog';
import { useTrainingProgress } from './use-training-progress';

const CERTIFICATION_ID = 'training-certification';
/** `?certificate` opens the certificate view, so a reload or a shared link keeps it open. */
const CERTIFICATE_PARAM = 'certificate';

/** Applies a state change now, then moves focus to what it revealed (the old control is gone). */
function openAndFocus(update: () => void, targetId: string) {
  flushSync(update);
  const target = document.getElementById(targetId);
  target?.focus();
  target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

/**
 * The six-module course (spec 2.13): progress, reset, certification and the module list, with
 * one module and one lesson open at a time. Content comes from the vault as `training`.
 */
export function TrainingCourse({ training }: { training: Training }) {
  const {
    completed,
    progress,
    rep,
    storageFailed,
    resetElsewhere,
    complete,
    passQuiz,
    reset,
    issueCertificate,
  } = useTrainingProgress(training);
  const [searchParams, setSearchParams] = useSearchParams();
  // undefined: follow the learner's current module; null: everything collapsed by choice.
  const [openModule, setOpenModule] = useState<string | null>();
  const [openLesson, setOpenLesson] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const finishedAt = completed ? completedAt(progress, training) : null;

  // The certificate is recorded once, dated when the last lesson was completed (the server keeps the first).
  useEffect(() => {
    if (finishedAt && !progress.certifiedAt) issueCertificate(finishedAt);
  }, [finishedAt, progress.certifiedAt, issueCertificate]);

  // Closing the certificate removes the focused control: hand focus to the certification it came from.
  const showCertificate = finishedAt !== null && searchParams.has(CERTIFICATE_PARAM);
  const certificateWasShown = useRef(showCertificate);
  useEffect(() => {
    if (certificateWasShown.current && !showCertificate)
      document.getElementById(CERTIFICATION_ID)?.focus();
    certificateWasShown.current = showCertificate;
  }, [showCertificate]);

  if (!completed) {
    return (
      <p className="muted" role="status">
        Loading your progress...
      </p>
    );
  }

  const summary = summarizeProgress(training, completed);
  const toggleCertificate = (open: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (open) next.set(CERTIFICATE_PARAM, '');
        else next.delete(CERTIFICATE_PARAM);
        return next;
      },
      { replace: true },
    );
  const currentModule = training.modules.find(
    (module) =>
      moduleStatus(module, training, completed) !== 'locked' &&
      !isModuleComplete(module, completed),
  );
  const expanded = openModule === undefined ? (currentModule?.id ?? null) : openModule;

  const toggleModule = (module: TrainingModule) => {
    setOpenModule(expanded === module.id ? null : module.id);
    setOpenLesson(null);
  };
  const toggleLesson = (lessonId: string) => {
    setOpenModule(expanded);
    setOpenLesson(openLesson === lessonId ? null : lessonId);
  };
  const completeAndPin = (lessonId: string) => {
    // Finishing a module must not fold it away under the learner: pin what is open now.
    setOpenModule(expanded);
    complete(lessonId);
  };
  const confirmReset = () => {
    reset();
    setConfirming(false);
    setOpenModule(undefined);
    setOpenLesson(null);
  };

  const nextStepFor = (
    module: TrainingModule,
    index: number,
    done: CompletedLessons,
  ): NextStep | undefined => {
    const nextLesson = module.lessons[index + 1];
    if (nextLesson)
      return {
        label: 'Next Lesson',
        onClick: () =>
          openAndFocus(() => setOpenLesson(nextLesson.id), lessonBodyId(nextLesson.id)),
      };
    if (summary.percent === 100)
      return {
        label: 'View Certification',
        onClick: () => openAndFocus(() => setOpenLesson(null), CERTIFICATION_ID),
      };
    const nextModule = training.modules[training.modules.indexOf(module) + 1];
    if (!nextModule || moduleStatus(nextModule, training, done) === 'locked') return undefined;
    return {
      label: 'Open Next Module',
      onClick: () =>
        openAndFocus(() => {
          setOpenModule(nextModule.id);
          setOpenLesson(null);
        }, moduleToggleId(nextModule.id)),
    };
  };

  return (
    <>
      {storageFailed ? (
        <p className="notice notice-warning training-storage-note" role="alert">
          This browser cannot save training progress (storage is blocked or full). Your progress
          lasts only until you leave this page.
        </p>
      ) : null}
      <ProgressPanel
        summary={summary}
        onReset={() => setConfirming(true)}
        resetElsewhere={resetElsewhere}
      />
      <ResetDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmReset}
      />

      {showCertificate && finishedAt ? (
        <Certificate
          training={training}
          progress={progress}
          completed={completed}
          rep={rep}
          completedAt={finishedAt}
          onClose={() => toggleCertificate(false)}
        />
      ) : summary.percent === 100 ? (
        <section
          id={CERTIFICATION_ID}
          className="card card-accent training-certification"
          tabIndex={-1}
          aria-labelledby={`${CERTIFICATION_ID}-title`}
        >
          <h2 id={`${CERTIFICATION_ID}-title`}>Certification</h2>
          <MarkdownView tree={training.certification} headingOffset={2} />
          {finishedAt ? (
            <p className="training-certificate-open">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => toggleCertificate(true)}
              >
                View Certificate of Completion
              </button>
            </p>
          ) : null}
        </section>
      ) : null}

      <h2 className="training-modules-title">Modules</h2>
      <ol className="training-modules">
        {training.modules.map((module, moduleIndex) => {
          const status = moduleStatus(module, training, completed);
          const prerequisite = prerequisiteOf(module, training);
          const open = expanded === module.id && status !== 'locked';
          return (
            <ModulePanel
              key={module.id}
              module={module}
              number={moduleIndex + 1}
              status={status}
              doneCount={countCompleted(module, completed)}
              waitsFor={
                prerequisite
                  ? { module: prerequisite, number: training.modules.indexOf(prerequisite) + 1 }
                  : undefined
              }
              open={open}
              onToggle={() => toggleModule(module)}
            >
              <ol className="training-lessons">
                {module.lessons.map((lesson, index) => (
                  <LessonItem
                    key={lesson.id}
                    lesson={lesson}
                    number={index + 1}
                    done={completed.has(lesson.id)}
                    open={openLesson === lesson.id}
                    onToggle={() => toggleLesson(lesson.id)}
                    onComplete={() => completeAndPin(lesson.id)}
                    onQuizPassed={(score, attempts) => passQuiz(module.id, score, attempts)}
                    next={nextStepFor(module, index, completed)}
                  />
                ))}
              </ol>
            </ModulePanel>
          );
        })}
      </ol>
    </>
  );
}
