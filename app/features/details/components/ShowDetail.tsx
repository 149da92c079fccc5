import '../details.css';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type {
  PageOptionFieldsFragment,
  ShowDetail_ProfileFragment,
  ShowSections_SectionFragment,
  TileRow_GroupFragment,
} from '../../../../generated/graphql/operations.ts';
import { ratingsText } from '../logic/episode-texts.ts';
import type { OptionLink } from '../logic/option-search.ts';
import { NO_SHOWINGS_TEXT } from '../logic/texts.ts';
import { Select } from '../../../kit/Select.tsx';
import { Tabs } from '../../../kit/Tabs.tsx';
import { PagePlaceholders } from '../../../tiles/index.ts';
import { DetailHeading, DetailSection } from './DetailHeading.tsx';

interface Props {
  profile: ShowDetail_ProfileFragment;
  /** Null while the part below the header is still to be drawn (placeholders hold its place). */
  sections: ShowSections_SectionFragment[] | null;
  /** The page's own groups: watch options and more like this. */
  groups: TileRow_GroupFragment[];
  /**
   * The sections are an earlier choice's (another season, schedule or order) while the chosen one's are on their way:
   * the dropdowns show the viewer's choice and the episodes below them are marked out of date.
   */
  outOfDate?: boolean;
  /** The Play/Resume and Save controls (composed by the page). */
  play: ReactNode;
  save: ReactNode;
  renderGroup: (group: TileRow_GroupFragment) => ReactNode;
  /** A dropdown option was chosen: its filterId/sorterId go to the URL on the page, to local state in the modal. */
  onOptionChosen: (link: OptionLink) => void;
  /**
   * In the big-tile modal: a compact card (art, texts, synopsis, Play/Resume and Save) with the episodes below
   * and the show's page one link away, instead of the whole page with its tabs and rows.
   */
  compact?: boolean;
  pageHref?: string;
}

interface Selector {
  id: string;
  title: string;
  options: PageOptionFieldsFragment[];
}

function sectionSelectors(section: ShowSections_SectionFragment): Selector[] {
  const tiles = section.tileGroupsPageSection;
  if (!tiles) return [];
  if (tiles.selectors.length > 0) return tiles.selectors.filter((selector) => selector.options.length > 0);
  return [
    { id: 'schedule', title: 'Schedule', options: tiles.basicFilters },
    { id: 'season', title: 'Season', options: tiles.seasonFilters },
  ].filter((selector) => selector.options.length > 0);
}

/**
 * A dropdown of page options; choosing one applies its link (filterId/sorterId). The choice shows at once: until the
 * answer for it brings options of its own (and only while the episodes shown are out of date), the viewer's choice
 * stands in for the option the earlier answer marks as applied.
 */
function OptionSelect({ selector, onOptionChosen, outOfDate }: { selector: Selector; onOptionChosen: Props['onOptionChosen']; outOfDate: boolean }) {
  const [chosen, setChosen] = useState<{ among: PageOptionFieldsFragment[]; id: string } | null>(null);
  const applied = selector.options.find((option) => option.selected || option.isApplied) ?? selector.options[0];
  const shownId = outOfDate && chosen?.among === selector.options ? chosen.id : applied?.id;
  return (
    <Select
      label={selector.title}
      value={shownId}
      onChange={(event) => {
        const option = selector.options.find((item) => item.id === event.target.value);
        const link = option?.action?.link;
        if (!option || !link) return;
        setChosen({ among: selector.options, id: option.id });
        onOptionChosen(link);
      }}
    >
      {selector.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.title ?? option.name}
        </option>
      ))}
    </Select>
  );
}

function SectionPanel({
  section,
  renderGroup,
  onOptionChosen,
  outOfDate,
}: { section: ShowSections_SectionFragment; outOfDate: boolean } & Pick<Props, 'renderGroup' | 'onOptionChosen'>) {
  const tiles = section.tileGroupsPageSection;
  if (!tiles) return <p className="detail-description">{section.detailPageSection?.description}</p>;
  const selectors = sectionSelectors(section);
  const groups = tiles.tileGroups.filter((group) => group.tiles.edges.length > 0);
  return (
    <>
      {selectors.length > 0 && (
        <div className="detail-selectors">
          {selectors.map((selector) => (
            <OptionSelect key={selector.id} selector={selector} onOptionChosen={onOptionChosen} outOfDate={outOfDate} />
          ))}
          {/* While the choice's episodes load, a spinner beside the dropdowns, and said to a screen reader. */}
          {outOfDate ? <span className="spinner detail-selectors-spinner" aria-hidden="true" /> : null}
          <span className="visually-hidden" role="status">
            {outOfDate ? 'Loading episodes' : ''}
          </span>
        </div>
      )}
      <div className="detail-episodes" aria-busy={outOfDate || undefined} data-stale={outOfDate || undefined}>
        {groups.length > 0 ? groups.map(renderGroup) : <p className="empty-state">{tiles.tileGroupEmptyMessage ?? NO_SHOWINGS_TEXT}</p>}
      </div>
    </>
  );
}

/** Show detail: header with Save, the sections as tabs (episodes grid with its dropdowns; details), then watch options. */
export function ShowDetail({ profile, sections, groups, outOfDate = false, play, save, renderGroup, onOptionChosen, compact = false, pageHref }: Props) {
  const ratings = ratingsText(profile.ratings);
  const rows = groups.filter((group) => group.tiles.edges.length > 0);

  const header = (
      <header className="detail-header" data-compact={compact || undefined}>
        {profile.primaryImage ? <img className="detail-art" src={profile.primaryImage.url} alt="" width={480} height={270} /> : null}
        <div className="detail-heading">
          <DetailHeading>{profile.title}</DetailHeading>
          <ul className="detail-meta" aria-label="About">
            {profile.channel ? <li>{profile.channel.displayName}</li> : null}
            {ratings ? <li>Rated {ratings}</li> : null}
            {profile.formattedRunTime ? <li>{profile.formattedRunTime}</li> : null}
          </ul>
          {profile.description ? <p className="detail-description detail-synopsis">{profile.description}</p> : null}
          <div className="detail-actions">
            {play}
            {save}
            {compact && pageHref ? (
              <Link className="tile-action" to={pageHref}>
                Show page
              </Link>
            ) : null}
          </div>
        </div>
      </header>
  );
  if (sections === null) {
    return (
      <DetailSection pageType="SHOW">
        {header}
        <PagePlaceholders pageType="SHOW" />
      </DetailSection>
    );
  }
  if (compact) {
    const episodes = sections.find((section) => section.tileGroupsPageSection);
    return (
      <DetailSection pageType="SHOW">
        {header}
        {episodes ? (
          <section className="detail-panel" aria-label={episodes.title ?? 'Episodes'}>
            <SectionPanel section={episodes} renderGroup={renderGroup} onOptionChosen={onOptionChosen} outOfDate={outOfDate} />
          </section>
        ) : null}
      </DetailSection>
    );
  }
  return (
    <DetailSection pageType="SHOW">
      {header}
      {sections.length > 0 ? (
        <>
          <Tabs tabs={sections} label="Sections" keyOf={(section) => section.id} titleOf={(section) => section.title} className="detail-tabs">
            {(section) => (
              <div className="detail-panel">
                <SectionPanel section={section} renderGroup={renderGroup} onOptionChosen={onOptionChosen} outOfDate={outOfDate} />
              </div>
            )}
          </Tabs>
        </>
      ) : null}
      {rows.map(renderGroup)}
    </DetailSection>
  );
}
