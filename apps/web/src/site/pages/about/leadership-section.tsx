import type { Leader, SectionResult } from '@skp/shared';
import { Island } from '../../island';
import LeaderMessages from '../../islands/leader-messages';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';

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
            props={{ leaders: list }}
          />
        )}
      </SectionStates>
    </PageSection>
  );
}
