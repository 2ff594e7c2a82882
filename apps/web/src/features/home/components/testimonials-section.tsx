import { useTranslation } from 'react-i18next';
import { Reveal } from '../../../components/ui/reveal';

interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  return (
    <section id="temoignages" className="section section--alt" aria-labelledby="testimonials-title">
      <div className="section__inner">
        <Reveal className="section__head">
          <h2 id="testimonials-title">{t('testimonials.title')}</h2>
          <p className="section__intro">{t('testimonials.intro')}</p>
        </Reveal>
        <div className="grid-3">
          {items.map((item) => (
            <Reveal as="figure" key={item.name} className="card testimonial">
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__avatar" aria-hidden="true">
                  {item.name.slice(0, 1)}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <span className="testimonial__detail">{item.detail}</span>
                </span>
              </figcaption>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
