import { SearchOutlined, SwapOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Input } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { selectSessionStatus } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { HOME_INTRO } from '../../shared/ui/pageIntros';

const STEPS: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'List Your Reagents',
    text: 'Upload surplus reagents from your lab with amounts, storage conditions and expiry dates.',
    icon: <UploadOutlined />,
  },
  {
    title: 'Request Swaps',
    text: 'Find what you need and offer credits or one of your own reagents in exchange.',
    icon: <SwapOutlined />,
  },
  {
    title: 'Complete the Exchange',
    text: 'Agree the details by message, ship the reagent and confirm receipt to settle the swap.',
    icon: <TeamOutlined />,
  },
];

// Static marketing copy (spec §1).
const TESTIMONIALS = [
  {
    quote: 'We found a half-used vial of a rare antibody two buildings away instead of waiting six weeks for a new order.',
    name: 'Dr. Sarah Chen',
    role: 'Postdoctoral Researcher, Immunology',
  },
  {
    quote: 'Our freezer clean-out turned into credits we spent on enzymes for the next project. Nothing went to waste.',
    name: 'Prof. Michael Okafor',
    role: 'Principal Investigator, Biochemistry',
  },
  {
    quote: 'Swapping with labs nearby is faster than ordering and it has helped us meet people doing similar work.',
    name: 'Elena Rossi',
    role: 'Lab Manager, Molecular Biology',
  },
];

function GuestHome() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = query.trim();
    void navigate(term ? `/reagents?search=${encodeURIComponent(term)}` : '/reagents');
  };

  return (
    <main className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <h1 id="home-title">{HOME_INTRO.title}</h1>
          <p className="home-hero__lead">{HOME_INTRO.lead}</p>
          <form className="home-search" role="search" onSubmit={onSearch}>
            <label htmlFor="home-search-input" className="visually-hidden">
              Search reagents
            </label>
            <Input
              id="home-search-input"
              size="large"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search for reagents, e.g. Taq polymerase"
              prefix={<SearchOutlined aria-hidden="true" />}
            />
            <Button type="primary" size="large" htmlType="submit">
              Search
            </Button>
          </form>
        </div>
      </section>

      <section className="home-section" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How It Works</h2>
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="home-step">
              <span className="home-step__icon" aria-hidden="true">
                {step.icon}
              </span>
              <h3>
                <span className="home-step__number">{index + 1}. </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section home-section--alt" aria-labelledby="testimonials">
        <h2 id="testimonials">What Researchers Say</h2>
        <div className="home-testimonials">
          {TESTIMONIALS.map((t) => (
            <Card key={t.name} className="home-testimonial">
              <figure>
                <blockquote>“{t.quote}”</blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.role}</span>
                </figcaption>
              </figure>
            </Card>
          ))}
        </div>
      </section>

      <section className="home-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Ready to start swapping?</h2>
        <p>Join a community of labs sharing what they no longer need. New accounts are approved within 24-48 hours.</p>
        <ButtonLink type="primary" size="large" to="/register">
          Sign Up Now
        </ButtonLink>
      </section>
    </main>
  );
}

/** `/`: guests get the marketing home; signed-in users go to the dashboard. */
export function HomePage() {
  const status = useAppSelector(selectSessionStatus);
  // While the session is being restored the guest page shows, as the document already painted it
  // (frontend/build/page-shells.ts): no spinner in between; a member is sent on once known.
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <GuestHome />;
}
