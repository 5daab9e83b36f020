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
  return (
    <PageSection
      id="leadership"
      title="Leadership Messages"
      subtitle="Words from the people who lead our school. Select a card to read the full message."
      tint="grey"
    >
      <SectionStates
        result={leaders}
        errorText="Failed to load leadership messages"
        errorDetail="Failed to fetch leadership data"
        emptyText="No leadership messages available"
      >
        {(list) => (
          <Island
            name="leader-messages"
            trigger="interaction"
            component={LeaderMessages}
            props={{ leaders: list.map(leaderView) }}
          />
        )}
      </SectionStates>
    </PageSection>
  );
}
