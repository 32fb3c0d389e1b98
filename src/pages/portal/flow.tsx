import { useState } from 'react';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/shared/paths';
import { marketStates } from '@/content/public/market-states';
import { useVault } from '@/lib/vault-context';
import type { MarketStateId, PersonaId } from '@/shared/vault-schema';
import { MailButton } from '@/features/mail/mail-button';
import { PageIntro } from '@/features/status-pages/page-intro';
import { Block } from '@/features/status-pages/block';
import { FlowPicker } from '@/features/sales-tools/flow-picker';
import { ScriptView } from '@/features/sales-tools/script-view';
import { DocRefList } from '@/features/sales-tools/doc-ref-list';
import { ReplayGrid, type ReplayItem } from '@/features/sales-tools/replay-grid';
import { findScript } from '@/features/sales-tools/find-script';

const replays: ReplayItem[] = marketStates.map((state) => ({
  id: state.id,
  color: state.color,
  title: state.screenshot.title,
  period: state.screenshot.period,
  src: state.screenshot.src,
  alt: state.screenshot.alt,
  publicHref: paths.msdAnchor(state.id),
}));

/** Guided Conversation Flow (spec 2.14): persona x market state gives the talk track. */
export function GuidedFlowPage() {
  const { vault } = useVault();
  const { flow, playbook } = vault;
  const [persona, setPersona] = useState<PersonaId>(playbook.personas[0]!.id);
  // Calm is the most common day (about 71% of them), so it is the likeliest starting point.
  const [state, setState] = useState<MarketStateId>('calm');
  const personaTitle = playbook.personas.find((p) => p.id === persona)?.title ?? persona;
  const stateInfo = playbook.states.find((s) => s.id === state);

  return (
    <>
      <PortalPageTitle title="Guided Conversation Flow" />
      <PageIntro title="Guided Conversation Flow" lead={flow.intro} />

      <Block id="script" title="Build the script">
        <div className="pp-flow">
          <FlowPicker
            personas={playbook.personas}
            states={playbook.states}
            persona={persona}
            state={state}
            onPersona={setPersona}
            onState={setState}
          />
          <ScriptView
            script={findScript(flow.scripts, persona, state)}
            personaTitle={personaTitle}
            stateName={stateInfo?.name ?? state}
            color={stateInfo?.color ?? '#5aa9ff'}
          />
        </div>
      </Block>

      <Block
        id="quick-launch"
        title="Quick Launch"
        alt
        intro="Open the documents for the call in the Collateral Library."
      >
        <DocRefList
          refs={flow.quickLaunch}
          files={vault.library.files}
          variant="buttons"
          from="guided_flow"
        />
        <div className="card pp-sandbox">
          <h3>Evaluation sandbox</h3>
          <p>
            Ask for sandbox access when a prospect's team wants to review the alert history and API
            documentation before a pilot.
          </p>
          <div className="actions">
            <MailButton template={flow.sandboxMail} variant="primary">
              {flow.sandboxMail.subject}
            </MailButton>
          </div>
        </div>
      </Block>

      <Block id="replays" title="Replay Examples" intro={flow.replayNote}>
        <ReplayGrid items={replays} />
        <div className="actions">
          <LinkButton to={paths.msd} variant="secondary">
            Public Market State Detector page
          </LinkButton>
        </div>
      </Block>
    </>
  );
}
