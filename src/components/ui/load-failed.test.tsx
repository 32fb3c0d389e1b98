import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadFailed } from './load-failed';

const retry = () => undefined;

describe('LoadFailed', () => {
  it('says why, then offers Try again, as an alert', () => {
    expect(
      renderToStaticMarkup(<LoadFailed message="The list could not load." onRetry={retry} />),
    ).toBe(
      '<div class="notice notice-error" role="alert"><p>The list could not load.</p>' +
        '<button type="button" class="btn btn-secondary btn-sm">Try again</button></div>',
    );
  });

  it("keeps the page's own class and says more before the button", () => {
    expect(
      renderToStaticMarkup(
        <LoadFailed className="inbox-state" message="Offline." onRetry={retry}>
          <p className="small">What still shows.</p>
        </LoadFailed>,
      ),
    ).toBe(
      '<div class="notice notice-error inbox-state" role="alert"><p>Offline.</p>' +
        '<p class="small">What still shows.</p>' +
        '<button type="button" class="btn btn-secondary btn-sm">Try again</button></div>',
    );
  });
});
