import type { CSSProperties } from 'react';
import type { FlowScript } from '@/shared/vault-schema';

interface ScriptViewProps {
  script: FlowScript | undefined;
  personaTitle: string;
  stateName: string;
  color: string;
}

/** The talk track for the chosen pair: opening, discovery, positioning, proof and close. */
export function ScriptView({ script, personaTitle, stateName, color }: ScriptViewProps) {
  return (
    <div className="card card-accent pp-script" style={{ '--card-accent': color } as CSSProperties}>
      {/* Announce the change briefly; the whole script would be too long to hear on every click. */}
      <p className="visually-hidden" aria-live="polite">
        {script
          ? `Showing the script for ${personaTitle} on a ${stateName} day.`
          : `No script for ${personaTitle} on a ${stateName} day.`}
      </p>
      <h3 className="pp-script-title">
        {personaTitle} <span className="muted">on a</span> {stateName}{' '}
        <span className="muted">day</span>
      </h3>
      {script ? (
        <ol className="pp-script-steps">
          <li>
            <h4>Opening</h4>
            <p className="pp-quote-block">{script.opening}</p>
          </li>
          <li>
            <h4>Discovery questions</h4>
            <ul className="check-list">
              {script.discovery.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          </li>
          <li>
            <h4>Positioning</h4>
            <p>{script.positioning}</p>
          </li>
          <li>
            <h4>Proof point</h4>
            <p>{script.proof}</p>
          </li>
          <li>
            <h4>Close</h4>
            <p className="pp-quote-block">{script.close}</p>
          </li>
        </ol>
      ) : (
        <p>
          No script is written for this pair yet. Use the playbook openers and tell your manager
          which pair is missing.
        </p>
      )}
    </div>
  );
}
