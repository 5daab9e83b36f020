import { useI18n } from '../../i18n/site-i18n';
import type { Leader, SectionResult } from '@skp/shared';
import { Island } from '../../island';
import { initials, leaderParagraphs, leaderPreview } from './leader-text';
import LeaderMessages, { type LeaderView } from '../../islands/leader-messages';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';

function leaderView(leader: Leader): LeaderView {
  return {
    _id: leader._id,
    name: leader.name,
    role: leader.role,
    title: leader.title,
    experience: leader.experience,
    photo: leader.media?.url || leader.profileImage?.url || null,
    media: leader.media ?? null,
    initials: initials(leader.name),
    preview: leaderPreview(leader),
    paragraphs: leaderParagraphs(leader),
  };
}

/** Leadership Messages: cards that open the full message (an island on first interaction). */
export function LeadershipSection({ leaders }: { leaders: SectionResult<Leader[]> }) {
  const { locale, t } = useI18n();
  const texts =
    locale === 'en'
      ? {}
      : {
          texts: {
            portrait: t('about.leaders.portrait'),
            messageFrom: t('about.leaders.messageFrom'),
            closeMessage: t('about.leaders.closeMessage'),
            experience: t('about.leaders.experience'),
            close: t('about.leaders.close'),
            readMessageFrom: t('about.leaders.readMessageFrom'),
            readMore: t('about.leaders.readMore'),
          },
        };
  return (
    <PageSection
      id="leadership"
      title={t('about.leaders.title')}
      subtitle={t('about.leaders.subtitle')}
      tint="grey"
    >
      <SectionStates
        result={leaders}
        errorText={t('about.leaders.error')}
        errorDetail={t('about.leaders.errorDetail')}
        emptyText={t('about.leaders.empty')}
      >
        {(list) => (
          <Island
            name="leader-messages"
            trigger="interaction"
            component={LeaderMessages}
            props={{ leaders: list.map(leaderView), ...texts }}
          />
        )}
      </SectionStates>
    </PageSection>
  );
}
