import { useEffect, useId, useRef } from 'react';
import { formatDateTime } from '@/lib/date-time';
import type { RepProgress } from '@/shared/portal-progress';
import type { Rep } from '@/shared/portal-events';
import type { Training } from '@/shared/vault-schema';
import { countCompleted } from './progress';
import { RepForm } from '@/features/team';

interface CertificateProps {
  training: Training;
  progress: RepProgress;
  completed: ReadonlySet<string>;
  rep: Rep | undefined;
  /** When the course was completed: the certificate's date when none was issued yet. */
  completedAt: string;
  onClose: () => void;
}

/**
 * The certificate of completion (issue 15 item 5): the rep's name, the date, each module with its
 * quiz passed (and after how many checks). On print only this section is laid out (./certificate.css), on one A4 or Letter page.
 */
export function Certificate({
  training,
  progress,
  completed,
  rep,
  completedAt,
  onClose,
}: CertificateProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // Opened by a button that disappears: focus the title and bring the certificate's top into view.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  const date = progress.certifiedAt ?? completedAt;
  const quizzes = new Map(progress.quizzes.map((quiz) => [quiz.moduleId, quiz]));
  const lessons = training.modules.reduce((total, module) => total + module.lessons.length, 0);

  return (
    <section
      ref={sectionRef}
      className="training-certificate"
      aria-labelledby={titleId}
      data-testid="training-certificate"
    >
      <div className="training-certificate-page">
        <p className="training-certificate-eyebrow">Market State Detector · Sales Training</p>
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          Certificate of Completion
        </h2>
        {rep ? (
          <>
            <p className="training-certificate-lead">This certifies that</p>
            <p className="training-certificate-name">{rep.name}</p>
            <p className="training-certificate-lead">
              completed all {lessons} lessons of the {training.modules.length}-module course on{' '}
              <time dateTime={date}>{formatDateTime(date, 'longDayUtc')}</time>.
            </p>
          </>
        ) : (
          <NameForm />
        )}
        <table className="training-certificate-modules">
          <caption>Modules and quizzes</caption>
          <thead>
            <tr>
              <th scope="col">Module</th>
              <th scope="col">Lessons</th>
              <th scope="col">Quiz</th>
            </tr>
          </thead>
          <tbody>
            {training.modules.map((module, index) => {
              const quiz = quizzes.get(module.id);
              return (
                <tr key={module.id} data-module={module.id}>
                  <th scope="row">
                    {index + 1}. {module.title}
                  </th>
                  <td>
                    {countCompleted(module, completed)} of {module.lessons.length}
                  </td>
                  <td>
                    {quiz ? (
                      <>
                        Passed, 100%{' '}
                        <span className="training-certificate-checks">
                          ({quiz.attempts} {quiz.attempts === 1 ? 'check' : 'checks'})
                        </span>
                      </>
                    ) : (
                      'Not recorded'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="training-certificate-note">
          A quiz is passed when every answer is right (100%); checks: how many tries it took.
          Internal use only. The name is as the rep entered it in the portal.
        </p>
      </div>
      <p className="training-certificate-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => window.print()}
          disabled={!rep}
        >
          Print Certificate
        </button>{' '}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close Certificate
        </button>
      </p>
    </section>
  );
}

/** A certificate needs a name: asked here when the rep skipped the identity prompt. */
function NameForm() {
  return (
    <RepForm
      className="training-certificate-identity"
      intro={<p>Add your name and work email to put them on your certificate.</p>}
      actions={
        <button type="submit" className="btn btn-primary btn-sm">
          Save
        </button>
      }
    />
  );
}
