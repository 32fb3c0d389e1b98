import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/contact';
import { mailboxes } from '@/config';
import { contactCards, contactPage } from '@/content/public/contact';
import { ContactForm } from '@/features/contact/contact-form';
import { MailAddress } from '@/features/contact/mail-address';
import { mailtoFor } from '@/features/mail/mail-button';

/** Contact: the three mailboxes and the contact form (`?type=` preselects the inquiry type). */
export function ContactPage() {
  const { hero, cardsSection, formSection } = contactPage;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <Section id="mailboxes" eyebrow={cardsSection.eyebrow} title={cardsSection.title}>
        <ul className="grid grid-3 offers-list">
          {contactCards.map((card) => (
            <li key={card.id} className="card contact-card">
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <a className="contact-card-address" href={mailtoFor(card.mail)}>
                <MailAddress address={mailboxes[card.mail.to]} />
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="message"
        alt
        narrow
        eyebrow={formSection.eyebrow}
        title={formSection.title}
        intro={formSection.intro}
      >
        <div className="card contact-form-card">
          <ContactForm />
        </div>
        <p className="small muted contact-disclaimer">{contactPage.disclaimer}</p>
      </Section>
    </>
  );
}
