import { Link } from '#web/lib/router.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { parseRichText } from '#web/features/legal/lib/rich-text.ts';

export function RichText({ text }: { text: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      {parseRichText(text).map((s, i) =>
        s.kind === 'text' ? (
          s.text
        ) : s.external ? (
          <a key={i} href={s.href} target="_blank" rel="noopener noreferrer">
            {s.text}
            <span className="visually-hidden"> {t('ui.newTab')}</span>
          </a>
        ) : (
          <Link key={i} to={s.href}>
            {s.text}
          </Link>
        ),
      )}
    </>
  );
}
