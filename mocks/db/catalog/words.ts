/**
 * What the catalog generator writes with, so titles and descriptions read like a real TV lineup.
 *
 * A show is made from a **format** (a talk show, a home renovation series, a live game …): the format
 * holds its title, description and episode templates, genres, ratings, slot lengths and season
 * counts, so a show's title, genre and description agree. Each channel airs the formats of its genre
 * or the ones named in its `t:` flag (channel-table.ts), with its `s:` subject (a sport, a music style)
 * filled in. Templates use `{key}` placeholders (see `word`). Everything is fictional except the cast
 * show (Yellowstone) in shows.ts.
 */
import type { Random } from '../random.ts';
import type { ChannelGenre } from './channel-table.ts';

export const FIRST_NAMES = [
  'Maya', 'Eli', 'Nora', 'Caleb', 'Tess', 'Marcus', 'June', 'Owen', 'Rosa', 'Dante', 'Harper', 'Luke',
  'Ivy', 'Gabe', 'Lena', 'Wes', 'Ada', 'Theo', 'Callie', 'Reid', 'Mara', 'Jonah', 'Paige', 'Silas',
  'Alma', 'Beau', 'Cora', 'Dean', 'Esme', 'Felix', 'Greta', 'Hank', 'Iris', 'Jasper', 'Kit', 'Lila',
];

export const SURNAMES = [
  'Calloway', 'Hart', 'Mercer', 'Delgado', 'Whitaker', 'Okafor', 'Lindqvist', 'Brennan', 'Castillo',
  'Holloway', 'Pryce', 'Navarro', 'Ashford', 'Kincaid', 'Montague', 'Reyes', 'Sterling', 'Vance',
  'Harlow', 'Bishop', 'Quinlan', 'Draper', 'Ellison', 'Foster', 'Garrity', 'Hayes', 'Ibarra', 'Jett',
];

const TOWNS = [
  'Cedar Falls', 'Red Rock', 'Marlow Bay', 'Pine Hollow', 'Silver Creek', 'Dry Gulch', 'Harbor Point',
  'Eastbrook', 'Willow Springs', 'Bitter Root', 'Copper Ridge', 'Stillwater', 'Fairhaven', 'Laramie Flats',
  'Black Mesa', 'Rosewood', 'Gideon', 'Port Avalon', 'Granite Pass', 'Larkspur', 'Maple Grove', 'Sutter Creek',
];

const CITIES = [
  'Austin', 'Denver', 'Portland', 'Nashville', 'Phoenix', 'Atlanta', 'Chicago', 'Miami', 'Seattle',
  'Boston', 'Dallas', 'Houston', 'San Diego', 'New Orleans', 'Detroit', 'Charlotte', 'Tampa', 'Omaha',
  'Salt Lake', 'Kansas City', 'Albuquerque', 'Savannah', 'Memphis', 'Tucson',
];

const PLACES = [
  'Alaska', 'Montana', 'the Bayou', 'the Keys', 'Big Sky', 'the Outback', 'the Ozarks', 'Maine',
  'the Gulf Coast', 'the Rockies', 'Hawaii', 'Vermont', 'the Desert', 'Lake Tahoe', 'the Delta',
  'Tuscany', 'Provence', 'Iceland', 'Patagonia', 'Kyoto', 'Lisbon', 'Cape Town', 'the Highlands',
];

const MASCOTS = [
  'Comets', 'Stallions', 'Gulls', 'Foxes', 'Thunder', 'Pioneers', 'Rapids', 'Grizzlies', 'Hawks',
  'Mariners', 'Outlaws', 'Wolves', 'Ravens', 'Vipers', 'Aces', 'Monarchs', 'Storm', 'Bison', 'Lynx', 'Anchors',
];

const NOUNS = [
  'Harbor', 'Crossing', 'Ridge', 'Signal', 'Reckoning', 'Inheritance', 'Divide', 'Promise', 'Frontier',
  'Reunion', 'Storm', 'Verdict', 'Lantern', 'Ledger', 'Tide', 'Oath', 'Shadow', 'Compass', 'Harvest',
  'Echo', 'Badge', 'Circuit', 'Threshold', 'Ember', 'Homecoming', 'Horizon', 'Bargain', 'Alibi',
  'Wildfire', 'Keepsake', 'Undertow', 'Summit', 'Gamble', 'Confession', 'Witness', 'Deadline',
  'Blueprint', 'Outpost', 'Riverbend', 'Crossroads', 'Masquerade', 'Lifeline', 'Aftermath', 'Checkmate',
];

const ADJECTIVES = [
  'Silent', 'Broken', 'Golden', 'Hidden', 'Wild', 'Northern', 'Crooked', 'Bright', 'Lost', 'Last',
  'Burning', 'Quiet', 'Restless', 'Hollow', 'Steel', 'Midnight', 'Crimson', 'Second', 'Open', 'Cold',
  'Long', 'Sweet', 'Bitter', 'Lucky', 'Dark', 'True', 'Fading', 'Rising', 'Sudden', 'Blue',
];

const JOBS = [
  'Truckers', 'Loggers', 'Flippers', 'Ranchers', 'Movers', 'Mechanics', 'Welders', 'Pilots', 'Divers',
  'Bakers', 'Builders', 'Auctioneers', 'Tow Kings', 'Wranglers', 'Fishermen', 'Homesteaders', 'Pickers',
];

const ANIMALS = [
  'Otter', 'Penguin', 'Badger', 'Fox', 'Koala', 'Turtle', 'Owl', 'Bunny', 'Panda', 'Moose', 'Duck',
  'Hedgehog', 'Raccoon', 'Puppy', 'Kitten', 'Dragon', 'Dino', 'Bear', 'Monkey', 'Llama',
];

const NEWS_TOPICS = [
  'Markets Rally', 'Storm Season', 'Housing Crunch', 'Election Countdown', 'Border Talks', 'Tech Giants',
  'Energy Prices', 'School Board Showdown', 'Wildfire Watch', 'Trade Winds', 'Space Race', 'Jobs Report',
  'Heat Wave', 'Health Care Debate', 'Water Rights', 'Small Business Week', 'Highway Plan', 'Rate Decision',
];

const BUSINESS_TOPICS = ['Earnings Season', 'Rate Decision', 'The Housing Market', 'Oil Prices', 'Retail Sales', 'Chipmakers', 'The Jobs Report', 'Small Caps Rally', 'Crypto Swings', 'Mergers Monday'];
const TECH_TOPICS = ['Phones of the Year', 'AI at Work', 'Smart Homes', 'Electric Cars', 'Privacy Settings', 'Console Wars', 'Satellite Internet', 'Wearables', 'Cybersecurity', 'Startups to Watch'];
const SPORTS_TOPICS = ['Trade Deadline', 'Draft Day', 'Rivalry Week', 'The Playoff Picture', 'Injury Report', 'Free Agency Frenzy', 'Power Rankings', 'Midseason Awards', 'Coaching Carousel', 'Opening Day', 'Championship Preview', 'Comeback Season'];
const FOODS = ['Barbecue', 'Tacos', 'Pie', 'Pasta', 'Burgers', 'Gumbo', 'Donuts', 'Ramen', 'Pizza', 'Brisket', 'Cupcakes', 'Fried Chicken'];
const WHEN = ['Saturday', 'Sunday', 'Tonight', 'Live', 'Primetime', 'Showcase', 'Night', 'Classic', 'Spotlight', 'Doubleheader'];
const TEAM_SPORTS = ['Football', 'Basketball', 'Baseball', 'Hockey', 'Soccer', 'College Football', 'College Basketball'];
/** How an event of an individual sport is named (`{town}` plus this, or a bout). */
const EVENT_NAMES: Record<string, string> = {
  Golf: 'Open',
  Tennis: 'Classic',
  'Olympic Sports': 'Trials',
  Racing: '400',
  Bowling: 'Open',
  'Horse Racing': 'Stakes',
};

type Words = Record<string, string | undefined>;

/** The show's own name, family, city and town count as used, so a second name differs from them. */
const taken = (value: string, used: string[], words: Words) =>
  used.includes(value) || value === words.hostfirst || value === words.family || value === words.metro || value === words.home;

function pickDistinct(random: Random, list: readonly string[], used: string[], words: Words = {}): string {
  let value = random.pick(list);
  for (let attempt = 0; attempt < 6 && taken(value, used, words); attempt += 1) value = random.pick(list);
  used.push(value);
  return value;
}

function matchup(random: Random, subject: string | undefined, used: string[]): string {
  if (subject === 'Boxing') return `${pickDistinct(random, FIRST_NAMES, used)} ${pickDistinct(random, SURNAMES, used)} vs. ${pickDistinct(random, FIRST_NAMES, used)} ${pickDistinct(random, SURNAMES, used)}`;
  const event = subject ? EVENT_NAMES[subject] : undefined;
  if (event) return `The ${random.pick(TOWNS)} ${event}`;
  const team = () => `${pickDistinct(random, CITIES, used)} ${pickDistinct(random, MASCOTS, used)}`;
  return `${team()} at ${team()}`;
}

function word(random: Random, key: string, used: string[], words: Words): string {
  switch (key) {
    case 'first':
    case 'first2':
      return pickDistinct(random, FIRST_NAMES, used, words);
    case 'surname':
    case 'surname2':
      return pickDistinct(random, SURNAMES, used, words);
    case 'town': return pickDistinct(random, TOWNS, used, words);
    case 'city': return pickDistinct(random, CITIES, used, words);
    case 'place': return random.pick(PLACES);
    case 'noun': return pickDistinct(random, NOUNS, used);
    case 'adj': return random.pick(ADJECTIVES);
    case 'job': return random.pick(JOBS);
    case 'jobl': return random.pick(JOBS).toLowerCase();
    case 'animal': return pickDistinct(random, ANIMALS, used);
    case 'animall': return random.pick(ANIMALS).toLowerCase();
    case 'food': return random.pick(FOODS);
    case 'foodl': return random.pick(FOODS).toLowerCase();
    case 'topic': return random.pick(NEWS_TOPICS);
    case 'business': return random.pick(BUSINESS_TOPICS);
    case 'tech': return random.pick(TECH_TOPICS);
    case 'sportstopic': return random.pick(SPORTS_TOPICS);
    case 'when': return random.pick(WHEN);
    case 'team': return `${pickDistinct(random, CITIES, used)} ${pickDistinct(random, MASCOTS, used)}`;
    case 'matchup': return matchup(random, words.subject, used);
    case 'n': return String(random.int(1, 9));
    case 'year': return String(random.int(1975, 2015));
    case 'subjectl': return (words.subject ?? 'sports').toLowerCase();
    case 'titlel': return (words.title ?? '').toLowerCase();
    default: return words[key] ?? key;
  }
}

type Part = string | { key: string };
const compiled = new Map<string, Part[]>();

function compile(template: string): Part[] {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template
      .split(/(\{\w+\})/)
      .filter(Boolean)
      .map((piece) => (/^\{\w+\}$/.test(piece) ? { key: piece.slice(1, -1) } : piece));
    compiled.set(template, parts);
  }
  return parts;
}

/** Fills a template; `words` supplies fixed values (`{channel}`, `{subject}`, `{title}`, `{ep}`). */
export function fill(random: Random, template: string, words: Words = {}): string {
  const used: string[] = [];
  let text = '';
  for (const part of compile(template)) text += typeof part === 'string' ? part : word(random, part.key, used, words);
  return text;
}

// ---------------------------------------------------------------------------------------------------
// Formats
// ---------------------------------------------------------------------------------------------------

export interface Format {
  titles: readonly string[];
  genres: readonly (readonly string[])[];
  descriptions: readonly string[];
  ratings: readonly string[];
  /** Slot lengths in minutes. */
  slots: readonly number[];
  seasons: readonly [number, number];
  episodesPerSeason: readonly [number, number];
  episodeTitles: readonly string[];
  episodeDescriptions: readonly string[];
  /** Live programming: episodes fill their slot and are not offered on demand. */
  live?: boolean;
}

const DRAMA_EPISODES = ['The {noun}', '{adj} {noun}', '{first}\'s {noun}', 'A {adj} Night', 'No Way Out', 'The Long Way Home', 'Under Pressure', 'Point of No Return', 'Fault Lines', 'Blood and {noun}', 'Into the {noun}', 'Small Favors', 'Old Wounds', 'The {noun} Job', 'Ties That Bind', 'All In'];
const DRAMA_EPISODE_DESCRIPTIONS = [
  '{first} makes a decision that puts the whole family at risk.',
  'An unexpected visitor from {town} forces {first} to confront the past.',
  'Old rivalries flare up when {first} and {first2} are forced to work together.',
  'A storm rolls into {town}, and not everyone makes it through the night.',
  '{first} gets an offer that seems too good to be true.',
  'Tempers rise as the deadline approaches.',
  'A secret comes out at the worst possible moment.',
];
const REALITY_EPISODE_DESCRIPTIONS = ['Alliances shift and tempers flare as the pressure builds.', 'A surprise twist changes everything.', '{first} makes a move nobody saw coming.', 'One mistake could cost the whole team.'];

/**
 * A show's title and description talk about the same people and places: in both, `{city}`, `{town}`,
 * `{place}`, `{surname}` and `{first}` become the show's own `{metro}`, `{home}`, `{region}`,
 * `{family}` and `{hostfirst}` (see `showWords`). Episode templates keep drawing fresh names.
 */
function local(template: string): string {
  return template
    .replace(/\{city\}/g, '{metro}')
    .replace(/\{town\}/g, '{home}')
    .replace(/\{place\}/g, '{region}')
    .replace(/\{surname\}/g, '{family}')
    .replace(/\{first\}/g, '{hostfirst}');
}

const series = (format: Partial<Format> & Pick<Format, 'titles' | 'genres' | 'descriptions'>): Format => ({
  ratings: ['TV-PG', 'TV-14'],
  slots: [30, 60],
  seasons: [1, 3],
  episodesPerSeason: [6, 8],
  episodeTitles: DRAMA_EPISODES,
  episodeDescriptions: DRAMA_EPISODE_DESCRIPTIONS,
  ...format,
  titles: format.titles.map(local),
  descriptions: format.descriptions.map(local),
});

const live = (format: Partial<Format> & Pick<Format, 'titles' | 'genres' | 'descriptions' | 'episodeTitles' | 'episodeDescriptions'>): Format =>
  series({ ratings: ['TV-G', 'TV-PG'], seasons: [1, 1], episodesPerSeason: [6, 10], live: true, ...format });

export const FORMATS: Record<string, Format> = {
  // News and weather
  news: live({
    titles: ['{city} Tonight', 'The Morning Desk', 'Newsroom Live', 'The {city} Report', 'Capitol Watch', 'Weekend Briefing', 'The Daily Ledger', 'Nightline {city}', 'Face the Facts', 'Prime Time Politics', 'The {surname} Hour', 'Overnight Update', 'First Look', 'Inside Washington', 'America Tonight', 'The Situation Desk', 'News at Noon', 'The Week in Review', 'Evening Edition', 'The Headline Hour'],
    genres: [['News'], ['News', 'Politics']],
    descriptions: ['The day\'s top stories, breaking news and in-depth analysis from our national team.', 'Anchors {first} {surname} and {first2} {surname2} break down the headlines that matter, from Washington to Wall Street.', 'Live coverage of politics, business and world events with reports from {city} and beyond.'],
    slots: [30, 60, 60, 120],
    episodeTitles: ['{topic}'],
    episodeDescriptions: ['Tonight: {titlel}, plus the day\'s other top stories.'],
  }),
  'business-news': live({
    titles: ['Market Close', 'The Closing Bell', 'Opening Bell', 'Money Matters', 'The {surname} Report', 'Wall Street Week', 'Small Business Hour', 'Markets Now', 'The Ticker', 'Your Money'],
    genres: [['News', 'Business']],
    descriptions: ['Markets, money and the business stories moving them, live from New York.', 'Investors, CEOs and economists on what the numbers mean for your wallet.'],
    slots: [30, 60],
    episodeTitles: ['{business}'],
    episodeDescriptions: ['Today: {titlel}, and what it means for investors.'],
  }),
  'tech-news': live({
    titles: ['Gadget Lab', 'The Download', 'Future Proof', 'Startup Stories', 'The Upgrade', 'Tech Today Live'],
    genres: [['News', 'Technology']],
    descriptions: ['The latest gadgets, apps and the companies behind them, reviewed and explained.'],
    slots: [30],
    episodeTitles: ['{tech}'],
    episodeDescriptions: ['This week: {titlel}.'],
  }),
  'local-news': live({
    titles: ['{city} at Six', 'Good Morning {city}', '{city} Tonight at Ten', 'Local Spotlight', 'Community Matters', 'The {city} Weekly', '{city} Noon News'],
    genres: [['News', 'Local']],
    descriptions: ['Local news, weather and traffic for {city} and the surrounding area.', 'Your hometown newscast: stories from {city} neighborhoods, high-school sports and the five-day forecast.'],
    ratings: ['TV-G'],
    episodeTitles: ['{topic}'],
    episodeDescriptions: ['Tonight: {titlel}, plus traffic and the forecast.'],
  }),
  weather: live({
    titles: ['Forecast Now', 'Storm Watch', 'Weather Across America', 'Severe Alert Live', 'The Daily Forecast', 'Weekend Outlook', 'Weather Overnight'],
    genres: [['News', 'Weather']],
    descriptions: ['Meteorologists track storms, heat waves and the week ahead across the country.', 'Up-to-the-minute radar, severe weather alerts and forecasts for your region.'],
    ratings: ['TV-G'],
    episodeTitles: ['Storm Season', 'Heat Wave', 'Winter Outlook', 'Hurricane Watch', 'Tornado Alley', 'Flash Floods'],
    episodeDescriptions: ['Forecasters track {titlel} across the country.'],
  }),

  // Sports
  'sports-talk': live({
    titles: ['{city} Sports Tonight', 'The Sideline', 'The Huddle', 'Overtime with {first} {surname}', 'Final Score', 'The {surname} Show', 'Sports Talk Live', 'The Rundown', 'Hot Takes', 'Locker Room', 'Around the League', 'Morning Drive', 'Game Day Live', '{subject} Tonight', 'Inside {subject}', 'The {subject} Show', '{subject} Weekly', '{subject} Insider', 'Fantasy {subject}'],
    genres: [['Sports', 'Talk']],
    descriptions: ['Highlights, analysis and interviews from around the leagues.', 'Former pros {first} {surname} and {first2} {surname2} debate the biggest stories in {subjectl}.'],
    slots: [30, 60, 60],
    episodeTitles: ['{sportstopic}'],
    episodeDescriptions: ['{title}: the panel breaks down the week in {subjectl}.'],
  }),
  'sports-live': live({
    titles: ['{subject} {when}'],
    genres: [['Sports', 'Live Events']],
    descriptions: ['Live {subjectl} with expert commentary, plus pregame and postgame analysis.', 'The best {subjectl} of the week, live.'],
    slots: [120, 120, 90],
    episodeTitles: ['{matchup}'],
    episodeDescriptions: ['Live coverage: {title}.'],
  }),
  'sports-classic': series({
    titles: ['Classic {subject}', 'Greatest Games', 'Instant Classics', 'The {subject} Vault', 'Legends of {subject}', 'Unforgettable'],
    genres: [['Sports', 'Classic']],
    descriptions: ['Relive the greatest games and moments in {subjectl} history.'],
    ratings: ['TV-G'],
    slots: [60, 120],
    episodeTitles: ['{matchup} ({year})'],
    episodeDescriptions: ['From the archive: {title}.'],
  }),
  outdoors: series({
    titles: ['Bass Masters', 'Trophy Hunters', 'Backcountry', 'The Outdoor Life', 'Reel Adventures', 'Fly Fishing {place}', 'Wild Game Kitchen', 'Big Water', 'Trail Ready'],
    genres: [['Sports', 'Outdoors']],
    descriptions: ['Anglers chase trophy fish on the lakes and rivers of {place}.', 'Hunters, anglers and guides share the outdoors from {place} to {town}.'],
    ratings: ['TV-G'],
    slots: [30, 60],
    episodeTitles: ['{town} Lake', 'The {adj} River', 'Opening Day', 'Cold Front', 'Back to {place}'],
    episodeDescriptions: ['The crew heads to {town} for a weekend on the water.'],
  }),
  extreme: series({
    titles: ['Big Air', 'Board Life', 'Gravity Games', 'Moto Freestyle', 'Vertical', 'Send It'],
    genres: [['Sports', 'Extreme']],
    descriptions: ['Skaters, riders and climbers push the limits.'],
    slots: [30, 60],
    episodeTitles: ['The {town} Games', '{place} Sessions', 'Street League {town}'],
    episodeDescriptions: ['The best riders in the world take on {title}.'],
  }),
  poker: series({
    titles: ['High Stakes Poker Night', 'The Final Table', 'All In', 'Poker After Dark', 'Hold\'em Heroes'],
    genres: [['Sports', 'Poker']],
    descriptions: ['The biggest pots and boldest bluffs from the world\'s top card rooms.'],
    slots: [60, 120],
    episodeTitles: ['{town} Main Event, Day {n}', 'Heads-Up: {first} vs. {first2}'],
    episodeDescriptions: ['Chips fly as the field narrows.'],
  }),
  wrestling: series({
    titles: ['Monday Mayhem', 'Title Fight Classics', 'Ring Legends', 'Slam Night', 'The Main Event'],
    genres: [['Sports', 'Wrestling']],
    descriptions: ['Classic bouts, grudge matches and championship nights.'],
    slots: [60, 120],
    episodeTitles: ['{first} {surname} vs. {first2} {surname2}', 'Fight for the Belt', 'Cage Match'],
    episodeDescriptions: ['The championship is on the line.'],
  }),
  motorsport: live({
    titles: ['Speedway Series', 'Pit Lane', 'Race Day', 'Motor Week', 'Off-Road Rally', 'Drag Strip Nationals', 'Dirt Track Thunder'],
    genres: [['Sports', 'Motorsports']],
    descriptions: ['Live racing and in-depth coverage from the garage to the checkered flag.'],
    slots: [60, 120],
    episodeTitles: ['The {town} 400', '{town} Grand Prix', '{place} Rally'],
    episodeDescriptions: ['Live coverage: {title}.'],
  }),
  'horse-racing': live({
    titles: ['Post Time', 'Racing Today', 'The Stakes', 'Road to the Derby'],
    genres: [['Sports', 'Horse Racing']],
    descriptions: ['Live thoroughbred racing, handicapping and analysis.'],
    slots: [60, 120],
    episodeTitles: ['The {town} Stakes', '{town} Derby Trials'],
    episodeDescriptions: ['Live from the track: {title}.'],
  }),
  bowling: series({
    titles: ['Pro Bowling Tour', 'Strike Zone', 'Bowling Classics', 'Lane Masters'],
    genres: [['Sports', 'Bowling']],
    descriptions: ['The pros chase perfect games on tour.'],
    ratings: ['TV-G'],
    slots: [60, 120],
    episodeTitles: ['The {town} Open', 'Match Play: {first} vs. {first2}'],
    episodeDescriptions: ['Live from the lanes: {title}.'],
  }),
  betting: live({
    titles: ['The Line', 'Odds On', 'Betting Breakdown', 'Sharp Money', 'The Spread'],
    genres: [['Sports', 'Talk']],
    descriptions: ['Lines, picks and the numbers behind the week\'s biggest games.'],
    ratings: ['TV-14'],
    slots: [30, 60],
    episodeTitles: ['{sportstopic}'],
    episodeDescriptions: ['The analysts set the lines for {titlel}.'],
  }),

  // Movies channels' own series
  'film-talk': series({
    titles: ['{channel} Spotlight', 'Inside {channel}', '{channel} First Look', 'Behind the Scenes on {channel}', 'Movie Talk', 'Reel Stories', 'Coming Attractions', 'Box Office Weekly', 'The Director\'s Chair'],
    genres: [['Entertainment', 'Film']],
    descriptions: ['Interviews, trailers and behind-the-scenes looks at the movies on {channel}.', 'Critics and filmmakers talk about the movies everyone is watching.'],
    ratings: ['TV-PG'],
    slots: [30],
    episodeTitles: ['Summer Blockbusters', 'Award Season', 'Making the Movie', 'Director\'s Cut', 'Stunt Work', 'Scoring the Film', 'On Location in {place}'],
    episodeDescriptions: ['A look at {titlel}, with the people who made it happen.'],
  }),

  // Drama
  'drama-family': series({
    titles: ['The {surname}s', 'House of {surname}', '{surname} County', '{adj} Water', 'The {noun} Years', 'Chasing {town}', '{town}', 'Home to {town}', 'The {surname} Way'],
    genres: [['Drama', 'Family'], ['Drama']],
    descriptions: ['Three generations of the {surname} family navigate love, loss and ambition in {city}.', 'When {first} {surname} returns to {town}, a buried family secret threatens everything the family has built.'],
    ratings: ['TV-PG', 'TV-14'],
    slots: [60],
    seasons: [1, 4],
  }),
  'drama-western': series({
    titles: ['Sons of {town}', '{noun} Road', 'The {adj} Line', '{town}', 'Big Sky {noun}', 'Red River {noun}', 'The {surname} Ranch'],
    genres: [['Drama', 'Western']],
    descriptions: ['A proud ranching family fights developers, rivals and each other to hold on to their land outside {town}.', 'On the Montana frontier, a sheriff with a past keeps an uneasy peace in {town}.'],
    ratings: ['TV-14', 'TV-MA'],
    slots: [60],
    seasons: [1, 4],
  }),
  'drama-thriller': series({
    titles: ['{adj} {noun}', 'The {noun}', 'Deadline {city}', 'Blackout', 'The Informant', 'Sleeper', 'Ghost Protocol {city}', 'The {adj} Hour'],
    genres: [['Drama', 'Thriller']],
    descriptions: ['In a town where everyone has something to hide, detective {first} {surname} uncovers a conspiracy that reaches the top.', 'A federal agent goes undercover in {city}\'s most dangerous crew.'],
    ratings: ['TV-14', 'TV-MA'],
    slots: [60],
    seasons: [1, 4],
  }),
  soap: series({
    titles: ['{town} Heights', 'Days of {noun}', 'The {adj} and the Restless', 'Port {surname}', 'All Our {noun}s', 'Harbor Lights'],
    genres: [['Drama', 'Soap']],
    descriptions: ['Love, betrayal and family feuds among the wealthy families of {town}.'],
    ratings: ['TV-14'],
    slots: [60],
    seasons: [2, 4],
    episodesPerSeason: [6, 10],
  }),

  // Entertainment and comedy
  talk: series({
    titles: ['Tonight with {first} {surname}', 'After Hours', 'The Social Hour', 'Studio 9', 'The {first} {surname} Show', 'Late Night {city}', 'Morning Coffee', 'The Couch'],
    genres: [['Talk'], ['Entertainment', 'Talk']],
    descriptions: ['{first} {surname} welcomes guests from film, music and television for an hour of conversation.', 'Celebrity interviews, music and comedy from {city}.'],
    slots: [60],
    seasons: [1, 1],
    episodesPerSeason: [8, 12],
    episodeTitles: ['Guests: {first} {surname}, {first2} {surname2}'],
    episodeDescriptions: ['{first} {surname} talks about a new series; music from {first2} {surname2}.'],
  }),
  celebrity: series({
    titles: ['Hollywood Insider', 'Red Carpet Report', 'Star Watch', 'Pop Culture Hour', 'The Buzz', 'Access Tonight', 'Famous'],
    genres: [['Entertainment', 'News']],
    descriptions: ['The stories, stars and scandals everyone is talking about this week.'],
    slots: [30],
    seasons: [1, 1],
    episodesPerSeason: [8, 12],
    episodeTitles: ['Award Season Preview', 'Summer Blockbusters', 'The Big Breakup', 'Wedding of the Year', 'Fashion Week', 'Comeback Stories'],
    episodeDescriptions: ['This week: {titlel}.'],
  }),
  sitcom: series({
    titles: ['The {surname}s', '{first} & {first2}', 'Office Hours', 'Roommates', 'Family Time', 'Cul-de-Sac', 'Night Shift', 'Suburban Dads', 'Part-Time Parents', 'The {adj} Years', 'Small Town, Big Laughs', 'Two Doors Down', 'Room 204'],
    genres: [['Comedy', 'Sitcom'], ['Comedy']],
    descriptions: ['Two mismatched roommates in {city} try to make it through the week without killing each other.', 'A family of five, one small house and absolutely no privacy.', 'The overworked staff of a {city} office somehow keeps the lights on.'],
    slots: [30],
    seasons: [1, 4],
    episodesPerSeason: [6, 10],
    episodeTitles: ['Pilot', 'The {noun} Incident', 'Date Night', 'The Parent-Teacher Conference', 'Game Night', 'The Road Trip', 'Moving Day', '{first}\'s Birthday', 'The Interview', 'The Thanksgiving Disaster', 'Locked Out'],
    episodeDescriptions: ['{first} tries to keep a secret from everyone, with predictable results.', 'A simple dinner party spirals out of control.', '{first} and {first2} compete for the same promotion.'],
  }),
  standup: series({
    titles: ['Stand-Up Spotlight', 'Comedy Night in {city}', 'Open Mic', 'The Comedy Hour', 'Joke Box', 'Late Night Laughs'],
    genres: [['Comedy', 'Stand-Up']],
    descriptions: ['Comedians take the stage for a night of stand-up recorded live in {city}.'],
    ratings: ['TV-14', 'TV-MA'],
    slots: [30, 60],
    episodeTitles: ['{first} {surname}: {adj} Company', '{first} {surname} Live in {city}'],
    episodeDescriptions: ['{first} {surname} on dating, family and life in {city}.'],
  }),
  sketch: series({
    titles: ['The Bit', 'Character Actors', 'Saturday Sketch', 'Make It Up', 'Improv Night', 'The Troupe'],
    genres: [['Comedy', 'Sketch']],
    descriptions: ['A troupe of comedians riffs on the news, pop culture and everyday life.'],
    slots: [30],
    episodeTitles: ['Episode {ep}'],
    episodeDescriptions: ['Host {first} {surname} joins the cast for a night of sketches.'],
  }),

  // Crime
  'true-crime': series({
    titles: ['Cold Case {town}', 'The Evidence Room', 'Deadly {noun}', '{town} Confidential', 'Murder in {town}', 'The Case Files', 'Unsolved: {town}', 'Forensic Detectives', 'Justice for {first}', 'The Interrogation', 'Vanished'],
    genres: [['Crime', 'Documentary'], ['True Crime']],
    descriptions: ['Investigators reopen a cold case in {town} after new evidence surfaces decades later.', 'Real cases, real detectives: how a small clue cracked a big investigation.', 'A true-crime series that follows one case from the 911 call to the verdict.'],
    ratings: ['TV-14'],
    slots: [60],
    episodeTitles: ['The {surname} Case', 'Murder on {town} Road', 'The {adj} Witness', 'Missing in {town}', 'The Last Call'],
    episodeDescriptions: ['Investigators follow a trail of clues after {first} {surname} disappears from {town}.'],
  }),
  procedural: series({
    titles: ['{city} Homicide', '{city} P.D.', 'Major Crimes: {city}', 'Precinct 9', 'The {adj} Witness', 'Badge of {noun}'],
    genres: [['Crime', 'Drama']],
    descriptions: ['Detectives of the {city} homicide unit work the city\'s toughest cases.'],
    ratings: ['TV-14', 'TV-MA'],
    slots: [60],
    seasons: [1, 4],
  }),
  court: series({
    titles: ['Judge {surname}', 'Courtroom Live', 'The Verdict', 'Small Claims', 'Order in the Court'],
    genres: [['Reality', 'Court']],
    descriptions: ['Real cases, real rulings: Judge {surname} settles disputes from across {city}.'],
    ratings: ['TV-PG'],
    slots: [30],
    episodeTitles: ['{surname} v. {surname2}'],
    episodeDescriptions: ['A landlord and a tenant go to court over a broken lease.', 'Two neighbors fight over a fence, a dog and a grudge.'],
  }),
  mystery: series({
    titles: ['A {town} Mystery', 'The {surname} Mysteries', 'Cozy Case Files', '{town} Whodunit', 'The Bookshop Mysteries', 'Murder at the Inn'],
    genres: [['Mystery'], ['Mystery', 'Drama']],
    descriptions: ['An amateur sleuth in {town} keeps stumbling onto murders the police cannot solve.'],
    ratings: ['TV-PG'],
    slots: [60, 120],
  }),

  // Reality
  'docu-reality': series({
    titles: ['{place} {job}', '{job} Wars', 'Million Dollar {job}', 'Family Business: {city}', '{city} {job}'],
    genres: [['Reality']],
    descriptions: ['Teams of {jobl} race against the clock and each other in {place}.', 'A family business in {city} tries to stay on top in a cut-throat industry.'],
    slots: [60, 30],
    seasons: [1, 4],
    episodeDescriptions: REALITY_EPISODE_DESCRIPTIONS,
  }),
  dating: series({
    titles: ['Love on {place}', 'Blind Date {city}', 'The Match', 'Perfect Match {city}', 'Single in {city}', 'The Proposal'],
    genres: [['Reality', 'Dating']],
    descriptions: ['Singles looking for love move into a villa in {place}. Not everyone leaves as a couple.'],
    ratings: ['TV-14'],
    slots: [60],
    episodeTitles: ['Week {n}: {adj} Hearts', 'The Reunion', 'Recoupling', 'Meet the Parents', 'The Final Choice'],
    episodeDescriptions: REALITY_EPISODE_DESCRIPTIONS,
  }),
  competition: series({
    titles: ['Winner Takes All', 'Survive {place}', 'Island Escape', 'Last One Standing', 'Race Across {place}'],
    genres: [['Reality', 'Competition']],
    descriptions: ['Contestants compete in challenges for a life-changing cash prize.'],
    slots: [60],
    seasons: [1, 4],
    episodeTitles: ['The {adj} Challenge', 'Elimination', 'Alliances', 'Into the {noun}', 'The Finale'],
    episodeDescriptions: REALITY_EPISODE_DESCRIPTIONS,
  }),
  'game-show': series({
    titles: ['Game Night', 'Quiz Masters', 'Spin to Win', 'Beat the Clock', 'Family Showdown', 'The Big Board', 'Brain Teasers', 'Trivia Tonight'],
    genres: [['Game Show']],
    descriptions: ['Contestants answer questions for cash and prizes.'],
    ratings: ['TV-G'],
    slots: [30],
    seasons: [1, 4],
    episodesPerSeason: [6, 10],
    episodeTitles: ['{first} vs. {first2}', 'Tournament of Champions', 'Teachers Week', 'College Week'],
    episodeDescriptions: ['The returning champion faces a challenger from {city}.'],
  }),
  housewives: series({
    titles: ['The Real Wives of {city}', 'Married to Money: {city}', '{city} Socialites'],
    genres: [['Reality']],
    descriptions: ['Cameras follow the lives, loves and feuds of a group of friends in {city}.'],
    ratings: ['TV-14'],
    slots: [60],
    seasons: [1, 4],
    episodeTitles: ['The {adj} Party', 'Trip to {place}', 'Reunion, Part 1', 'Whispers', 'The Gala'],
    episodeDescriptions: REALITY_EPISODE_DESCRIPTIONS,
  }),
  bridal: series({
    titles: ['Bridal Rush', 'Say Yes in {city}', 'The Big Day', 'Wedding Countdown', 'Dress Quest'],
    genres: [['Reality', 'Weddings']],
    descriptions: ['Brides-to-be hunt for the perfect dress with days to go.'],
    ratings: ['TV-PG'],
    slots: [30, 60],
    episodeTitles: ['{first}\'s Big Day', 'Something Borrowed', 'The Destination Wedding', 'Budget Bride'],
    episodeDescriptions: ['{first} has a dream, a budget and a mother with opinions.'],
  }),
  pawn: series({
    titles: ['Pawn Kings', 'Storage Hunters {city}', 'Auction Wars', 'The Appraisers', 'Treasure Traders'],
    genres: [['Reality']],
    descriptions: ['A family-run pawn shop in {city} haggles over rare treasures and strange finds.'],
    slots: [30],
    episodeTitles: ['The {adj} Guitar', 'Jackpot', 'Buyer Beware', 'The Collector'],
    episodeDescriptions: ['A mystery item walks in, and the appraisal surprises everyone.'],
  }),
  talent: series({
    titles: ['Talent Road', 'The Next Star', 'Sing It {city}', 'Dance Off', 'Stage Ready'],
    genres: [['Reality', 'Competition']],
    descriptions: ['Undiscovered singers and dancers from across the country compete for a record deal.'],
    ratings: ['TV-PG'],
    slots: [60, 120],
    episodeTitles: ['Auditions: {city}', 'Live Shows, Week {n}', 'The Semifinal', 'The Final'],
    episodeDescriptions: REALITY_EPISODE_DESCRIPTIONS,
  }),
  cars: series({
    titles: ['Garage Rescue', 'Rust to Riches', 'Hot Rod Heroes', 'Million Dollar Mechanics', 'Chop Shop {city}'],
    genres: [['Reality', 'Cars']],
    descriptions: ['A crew of mechanics in {city} turns rusted wrecks into show-stopping rides.'],
    slots: [60],
    episodeTitles: ['The \'69 Fastback', 'Barn Find', 'Race Against the Clock', 'The Muscle Car'],
    episodeDescriptions: ['The shop has one week to finish a build for a client from {town}.'],
  }),

  // Home, food, travel, lifestyle
  renovation: series({
    titles: ['{city} Renovation', 'Flip It {city}', 'Fixer Sisters', 'Curb Appeal', 'Rescue Reno', 'Love It or Leave'],
    genres: [['Home & Garden'], ['Home & Garden', 'Reality']],
    descriptions: ['Designers transform tired houses in {city} into dream homes on a tight budget.', 'Homeowners choose between renovating and moving on.'],
    ratings: ['TV-G'],
    seasons: [1, 4],
    episodeTitles: ['The {adj} Bungalow', 'A {town} Farmhouse', 'Midcentury Makeover', 'The Money Pit', 'Kitchen Nightmare', 'Open Concept'],
    episodeDescriptions: ['A couple in {town} wants an open kitchen without blowing the budget.', 'A 1920s bungalow hides a few surprises behind the walls.'],
  }),
  househunt: series({
    titles: ['House Hunt: {city}', 'Dream Home {place}', 'Lakefront Living', 'Tiny House, Big Life', 'Beachfront Bargains', 'Moving to {place}'],
    genres: [['Home & Garden', 'Real Estate']],
    descriptions: ['Buyers tour three homes in {place} and choose one.'],
    ratings: ['TV-G'],
    slots: [30],
    seasons: [1, 4],
    episodeTitles: ['Starting Over in {town}', 'Room to Grow', 'A {adj} Cabin', 'Downsizing in {city}', 'First Home'],
    episodeDescriptions: ['A family from {city} looks for more space on a tight budget.'],
  }),
  garden: series({
    titles: ['Backyard Rescue', 'Garden Makeover', 'Grow It Yourself', 'The Weekend Gardener', 'Green Thumb'],
    genres: [['Home & Garden']],
    descriptions: ['From overgrown yards to outdoor oases: one weekend, one budget, one backyard.'],
    ratings: ['TV-G'],
    episodeTitles: ['Raised Beds', 'The Patio', 'Pollinator Garden', 'Shade Plants', 'Water Features'],
    episodeDescriptions: ['The crew turns a bare yard in {town} into a place to relax.'],
  }),
  diy: series({
    titles: ['The Weekend Builder', 'DIY Nation', 'Workshop Live', 'Build It Better', 'Fix It Fast'],
    genres: [['Home & Garden', 'DIY']],
    descriptions: ['Step-by-step projects anyone can tackle at home.'],
    ratings: ['TV-G'],
    slots: [30],
    episodeTitles: ['Bookshelves', 'The Deck', 'Tile Basics', 'Built-In Benches', 'Painting Cabinets'],
    episodeDescriptions: ['A weekend project explained step by step.'],
  }),
  'cooking-competition': series({
    titles: ['{food} Showdown', 'Baking Championship', 'Kitchen Rivals', 'Chef vs. Chef', 'Grill Nation', 'Cupcake Clash', 'The Heat Is On'],
    genres: [['Food', 'Competition']],
    descriptions: ['Chefs face off in themed cooking challenges judged by top culinary experts.', 'Home bakers compete for the title of champion.'],
    ratings: ['TV-G'],
    slots: [60],
    seasons: [1, 4],
    episodeTitles: ['{food} Week', 'The {adj} Round', 'Holiday Special', 'Tournament of Chefs', 'Family Recipes'],
    episodeDescriptions: ['The chefs have 30 minutes and a basket of surprises.'],
  }),
  'cooking-show': series({
    titles: ['The {adj} Kitchen', 'Cooking with {first}', 'Comfort Food Classics', 'Farm to Table', '30-Minute Suppers', 'Sunday Supper', 'The {surname} Kitchen'],
    genres: [['Food']],
    descriptions: ['{first} {surname} shares easy recipes for busy weeknights.', 'Classic comfort food, made simple.'],
    ratings: ['TV-G'],
    slots: [30],
    seasons: [1, 4],
    episodeTitles: ['{food} Night', 'Weeknight {food}', 'Sunday Brunch', 'Picnic Favorites', 'Game Day Eats'],
    episodeDescriptions: ['Recipes for {titlel}, start to finish.'],
  }),
  'food-travel': series({
    titles: ['Diner Road Trip', 'Taste of {city}', 'Cheap Eats {city}', '{food} Trail', 'Street Food {city}'],
    genres: [['Food', 'Travel']],
    descriptions: ['A road trip to the diners, dives and food trucks serving the country\'s best {foodl}.'],
    ratings: ['TV-G'],
    slots: [30],
    episodeTitles: ['{city}', '{town}', 'The {food} Stop'],
    episodeDescriptions: ['The best bites in {title}.'],
  }),
  travel: series({
    titles: ['Weekend in {place}', 'Road Trip {place}', 'Hidden {place}', 'Off the Map', 'Passport', 'Coastal Escapes', 'Small Town USA', '48 Hours in {city}'],
    genres: [['Travel']],
    descriptions: ['A travel guide to the food, culture and hidden corners of {place}.', 'Host {first} {surname} hits the road to find the best-kept secrets of small-town America.'],
    ratings: ['TV-G'],
    episodeTitles: ['{place}', '{town}', 'The Road to {town}', '{place} by Train'],
    episodeDescriptions: ['Where to eat, stay and explore in {title}.'],
  }),
  style: series({
    titles: ['Style Squad', 'The Makeover', 'Closet Confidential', 'Dressed for {city}', 'What Not to Pack'],
    genres: [['Lifestyle', 'Fashion']],
    descriptions: ['Stylists give everyday people a head-to-toe makeover.'],
    ratings: ['TV-PG'],
    episodeTitles: ['{first}\'s New Look', 'The Job Interview', 'Wedding Guest', 'Back to Work'],
    episodeDescriptions: ['A head-to-toe makeover for a new chapter.'],
  }),
  fitness: series({
    titles: ['Fit in 30', 'Yoga Flow', 'Wellness Week', 'Morning Stretch', 'HIIT Home', 'Mindful Minutes'],
    genres: [['Health & Fitness']],
    descriptions: ['Trainer {first} {surname} leads workouts you can do at home, no equipment needed.'],
    ratings: ['TV-G'],
    slots: [30],
    episodeTitles: ['Core Strength', 'Full Body Burn', 'Flexibility', 'Beginner Basics', 'Cardio Blast', 'Recovery Day'],
    episodeDescriptions: ['A 30-minute session: {titlel}.'],
  }),
  pets: series({
    titles: ['Pet Rescue {city}', 'Puppy Academy', 'The Pet Vet', 'Cat Cafe', 'Dog Days'],
    genres: [['Lifestyle', 'Animals']],
    descriptions: ['Rescuers in {city} help animals find their forever homes.'],
    ratings: ['TV-G'],
    episodeTitles: ['Second Chances', 'The Shy One', 'Adoption Day', 'Senior Dogs'],
    episodeDescriptions: ['A nervous rescue finds the perfect family.'],
  }),
  crafts: series({
    titles: ['Craft Club', 'Make It Yourself', 'Quilt Stories', 'The Sewing Room', 'Paint Along'],
    genres: [['Lifestyle', 'Crafts']],
    descriptions: ['Crafters share projects, tips and patterns.'],
    ratings: ['TV-G'],
    slots: [30],
    episodeTitles: ['Holiday Wreaths', 'Log Cabin Quilt', 'Watercolor Basics', 'Upcycled Jars'],
    episodeDescriptions: ['Step by step: {titlel}.'],
  }),
  lifestyle: series({
    titles: ['Life Hacks', 'Simple Living', 'The Good Life', 'Home Matters', 'Everyday Easy'],
    genres: [['Lifestyle']],
    descriptions: ['Experts share tips on style, wellness and everyday living.'],
    ratings: ['TV-G', 'TV-PG'],
    episodeTitles: ['Spring Cleaning', 'Budget Basics', 'Better Sleep', 'Small Spaces'],
    episodeDescriptions: ['Simple ideas for {titlel}.'],
  }),

  // Documentary and nature
  history: series({
    titles: ['Lost Civilizations', 'American Legends', 'History Uncovered', 'The {adj} Century', 'Ancient Empires', 'Hidden History'],
    genres: [['Documentary', 'History']],
    descriptions: ['Historians uncover the untold stories behind the events that shaped the world.'],
    slots: [60],
    episodeTitles: ['Secrets of the Pyramids', 'The Gold Rush', 'The Lost Colony', 'The Great Depression', 'The Moon Landing', 'The Transcontinental Railroad', 'The Silk Road', 'Vikings', 'The Titanic'],
    episodeDescriptions: ['New evidence sheds light on {titlel}.'],
  }),
  science: series({
    titles: ['How It Works', 'Mind Over Matter', 'The Science of Everything', 'Invention Factory', 'Curious Minds'],
    genres: [['Documentary', 'Science']],
    descriptions: ['Scientists explain the big ideas behind everyday things.'],
    ratings: ['TV-G', 'TV-PG'],
    slots: [60, 30],
    episodeTitles: ['Black Holes', 'The Human Brain', 'Superbugs', 'Volcanoes', 'Artificial Intelligence', 'Quantum Weirdness', 'The Deep Ocean', 'Batteries'],
    episodeDescriptions: ['Everything you wanted to know about {titlel}.'],
  }),
  space: series({
    titles: ['Cosmos Today', 'Mission Control', 'Beyond the Stars', 'Planetary', 'Launch Window'],
    genres: [['Documentary', 'Science']],
    descriptions: ['The missions, telescopes and people exploring our universe.'],
    ratings: ['TV-G'],
    slots: [60],
    episodeTitles: ['Mars Rovers', 'The Moon', 'Jupiter\'s Moons', 'The Search for Life', 'Black Holes', 'Space Stations'],
    episodeDescriptions: ['A journey to {titlel}.'],
  }),
  military: series({
    titles: ['Battlefield Stories', 'War Machines', 'Heroes of the Pacific', 'The Front Line', 'Warships'],
    genres: [['Documentary', 'History']],
    descriptions: ['The battles, machines and soldiers that changed the course of history.'],
    ratings: ['TV-PG', 'TV-14'],
    slots: [60],
    episodeTitles: ['D-Day', 'Midway', 'The Battle of the Bulge', 'Flying Fortresses', 'Submarines', 'The Home Front'],
    episodeDescriptions: ['Veterans and historians remember {title}.'],
  }),
  arts: series({
    titles: ['Center Stage', 'Masterworks', 'Studio Visit', 'Opera Night', 'Ballet Theater', 'The Gallery'],
    genres: [['Arts'], ['Arts', 'Documentary']],
    descriptions: ['Performances and portraits from the world of art, music and dance.'],
    ratings: ['TV-G'],
    slots: [60, 120],
    episodeTitles: ['Swan Lake', 'The Impressionists', 'A Night at the Opera', 'Sculptors', 'The String Quartet'],
    episodeDescriptions: ['From the stage: {title}.'],
  }),
  biography: series({
    titles: ['American Legends', 'Portrait', 'Life Story', 'The Icons', 'Profiles'],
    genres: [['Documentary', 'Biography']],
    descriptions: ['The lives behind the legends, told by the people who knew them.'],
    slots: [60],
    episodeTitles: ['{first} {surname}: An American Story', 'The {surname} Legacy'],
    episodeDescriptions: ['The life and times of an American original, told by family and friends.'],
  }),
  engineering: series({
    titles: ['Megastructures', 'Built to Last', 'How It\'s Built', 'Big Machines', 'Engineering Wonders'],
    genres: [['Documentary', 'Engineering']],
    descriptions: ['A documentary series exploring the engineering behind the world\'s greatest structures.'],
    ratings: ['TV-G'],
    slots: [60, 30],
    episodeTitles: ['Bridges', 'Skyscrapers', 'Dams', 'Tunnels', 'Container Ships', 'Jet Engines', 'Stadiums'],
    episodeDescriptions: ['How engineers build {titlel}.'],
  }),
  nature: series({
    titles: ['Wild {place}', 'Planet Oceans', 'Predators', 'Migration', 'Safari Live', 'Big Cats', 'Backyard Wildlife', 'Reef Life', 'The {adj} Wild'],
    genres: [['Nature'], ['Nature', 'Documentary'], ['Animals']],
    descriptions: ['Stunning wildlife footage from the wilds of {place}.', 'Explore the oceans, forests and deserts of our planet in breathtaking detail.'],
    ratings: ['TV-G', 'TV-PG'],
    slots: [60, 30],
    episodeTitles: ['The Hunt', 'Born Wild', 'Ocean Giants', 'Desert Survival', 'Night Creatures', 'Frozen Worlds', 'Rainforest', 'Islands'],
    episodeDescriptions: ['{title}: survival on the edge.'],
  }),

  // Kids
  preschool: series({
    titles: ['{animal} Town', 'Bubble Bay', 'Rainbow Road', 'The Busy Builders', 'Tiny Explorers', 'Puzzle Park', 'Storytime Treehouse', 'Super {animal}', 'Counting with {animal}'],
    genres: [['Kids', 'Educational']],
    descriptions: ['Fun, music and adventure for preschoolers.', '{first} and friends explore the world around them and learn something new in every episode.'],
    ratings: ['TV-Y'],
    slots: [30],
    seasons: [1, 4],
    episodesPerSeason: [6, 10],
    episodeTitles: ['{animal} Saves the Day', 'The Big Race', 'A Surprise for {first}', 'Lost and Found', 'Rainy Day', '{animal} Goes to School', 'Sharing Is Caring'],
    episodeDescriptions: ['{first} learns that sharing makes everything more fun.', 'The friends build a fort, but a storm is coming.', 'A lost {animall} needs help finding its way home.'],
  }),
  cartoon: series({
    titles: ['The Adventures of {animal} & {animal}', 'Space Pals', '{first} the {animal}', 'Robo Friends', 'Captain {animal}', 'Monster Camp'],
    genres: [['Kids', 'Animation']],
    descriptions: ['An animated comedy about best friends who turn every day into an adventure.'],
    ratings: ['TV-Y7'],
    slots: [30],
    seasons: [1, 4],
    episodesPerSeason: [6, 10],
    episodeTitles: ['The Big {noun}', 'Operation Snack', 'Robot Trouble', 'The {adj} Treasure', 'Field Trip'],
    episodeDescriptions: ['A simple plan goes hilariously wrong.', 'The gang goes looking for treasure.'],
  }),
  teen: series({
    titles: ['Hallway Confidential', 'Westfield High', 'The {surname} Twins', 'Summer Camp', 'Band Practice'],
    genres: [['Kids', 'Comedy'], ['Teen', 'Drama']],
    descriptions: ['Friendship, crushes and homework at {town} High.'],
    ratings: ['TV-G', 'TV-PG'],
    slots: [30],
    episodeTitles: ['The Dance', 'Finals Week', 'The New Kid', 'Spirit Week', 'The Road Trip'],
    episodeDescriptions: ['{first} has one week to fix a friendship.'],
  }),
  anime: series({
    titles: ['Star Blade', 'Spirit Hunters', 'Mecha Force Zero', 'Dragon Academy', 'Kaiju Patrol', 'Sky Knights'],
    genres: [['Anime', 'Animation']],
    descriptions: ['A young pilot joins an elite squad defending the last city on Earth.', 'Students at a school for spirit hunters face their first real mission.'],
    ratings: ['TV-Y7', 'TV-PG', 'TV-14'],
    slots: [30],
    seasons: [1, 3],
    episodesPerSeason: [10, 12],
    episodeTitles: ['Episode {ep}: The {adj} {noun}'],
    episodeDescriptions: ['The squad faces its strongest enemy yet.'],
  }),

  // Music
  music: series({
    titles: ['{subject} Countdown', '{subject} Unplugged', 'Best of {subject}', '{subject} Legends', '{subject} Video Vault', 'Live at the {city} Hall', 'The {subject} Hour', '{subject} Today'],
    genres: [['Music'], ['Music', 'Concerts']],
    descriptions: ['The hottest {subjectl} videos and artist interviews.', 'Legendary {subjectl} artists perform their greatest hits live in concert.', 'The week\'s top {subjectl} songs, counted down.'],
    ratings: ['TV-PG', 'TV-14'],
    slots: [60, 120],
    seasons: [1, 1],
    episodesPerSeason: [6, 10],
    episodeTitles: ['Live in {city}', 'Top 20: Week {n}', 'The {adj} Tour', 'Acoustic Sessions', 'Festival Highlights'],
    episodeDescriptions: ['{first} {surname} and friends, live.'],
  }),

  // Classics
  'classic-sitcom': series({
    titles: ['The {surname} Show', 'My {adj} Family', 'Mister {surname}', 'Main Street', 'The {first} Hour', 'Meet the {surname}s'],
    genres: [['Classic TV', 'Comedy']],
    descriptions: ['Timeless episodes of the show that made America laugh.'],
    ratings: ['TV-G'],
    slots: [30],
    seasons: [2, 4],
    episodesPerSeason: [6, 10],
    episodeTitles: ['The New Car', 'Dad\'s Day Off', 'The Talent Show', 'A Visit from Grandma', 'The Camping Trip'],
    episodeDescriptions: ['A mix-up at the office turns the household upside down.'],
  }),
  'classic-western': series({
    titles: ['Sheriff of {town}', '{town} Junction', 'Trail to {town}', 'The Marshal', 'Saddle Up', 'Stagecoach West'],
    genres: [['Classic TV', 'Western']],
    descriptions: ['Saddle up for adventure on the American frontier.'],
    ratings: ['TV-PG'],
    slots: [30, 60],
    seasons: [2, 4],
    episodesPerSeason: [6, 10],
    episodeTitles: ['The Stranger', 'Showdown at {town}', 'The Long Ride', 'Gold Fever', 'The Hanging Tree'],
    episodeDescriptions: ['A stranger rides into {town} with a price on his head.'],
  }),
  'classic-scifi': series({
    titles: ['Space Patrol', 'Rocket Rangers', 'The Outer Zone', 'Time Patrol', 'Galaxy Command'],
    genres: [['Classic TV', 'Sci-Fi']],
    descriptions: ['Adventures in space from the golden age of science fiction.'],
    ratings: ['TV-PG'],
    slots: [60],
    seasons: [2, 4],
    episodeTitles: ['The {adj} Planet', 'Signal from Beyond', 'The Time Machine', 'Invasion'],
    episodeDescriptions: ['The crew answers a distress call from a distant world.'],
  }),
  'classic-drama': series({
    titles: ['Doctor {surname}', 'Hospital {city}', 'The {surname} Family', 'Harbor Patrol', 'County General'],
    genres: [['Classic TV', 'Drama']],
    descriptions: ['The classic drama series, every episode.'],
    ratings: ['TV-PG'],
    slots: [60],
    seasons: [2, 4],
  }),

  // Spanish
  novela: series({
    titles: ['Pasión en {city}', 'La Heredera', 'Destinos Cruzados', 'El Precio del Amor', 'Secretos de Familia', 'Amor en {city}'],
    genres: [['Spanish', 'Drama'], ['Telenovela']],
    descriptions: ['La historia de amor, traición y venganza que cautivó a millones.'],
    ratings: ['TV-14'],
    slots: [60],
    seasons: [1, 1],
    episodesPerSeason: [12, 14],
    episodeTitles: ['Capítulo {ep}'],
    episodeDescriptions: ['Un secreto amenaza con destruir a la familia.'],
  }),
  noticias: live({
    titles: ['Noticias {city}', 'Noticiero Ahora', 'Al Día', 'Primera Edición', 'Noticias Nocturnas'],
    genres: [['Spanish', 'News']],
    descriptions: ['Noticias, deportes y el tiempo en español.'],
    slots: [30, 60],
    episodeTitles: ['Edición {ep}'],
    episodeDescriptions: ['Las noticias más importantes del día.'],
  }),
  deportes: live({
    titles: ['Fútbol Total', 'Deportes Ahora', 'La Jugada', 'Gol de Oro', 'Zona Deportiva'],
    genres: [['Spanish', 'Sports']],
    descriptions: ['Lo mejor del fútbol y los deportes, en español.'],
    slots: [60, 120],
    episodeTitles: ['{matchup}'],
    episodeDescriptions: ['En vivo: {title}.'],
  }),
  comedia: series({
    titles: ['La Familia {surname}', 'Los Vecinos', 'Risas en {city}', 'Casa Llena'],
    genres: [['Spanish', 'Comedy']],
    descriptions: ['Comedia familiar para todas las edades.'],
    ratings: ['TV-PG'],
    slots: [30],
    episodeTitles: ['Episodio {ep}'],
    episodeDescriptions: ['Una cena familiar termina en desastre.'],
  }),
  cine: series({
    titles: ['Cine de Oro', 'Estrenos', 'Noche de Cine', 'Detrás de Cámaras'],
    genres: [['Spanish', 'Film']],
    descriptions: ['Entrevistas, avances y lo mejor del cine latino.'],
    ratings: ['TV-PG'],
    slots: [30],
    episodeTitles: ['Episodio {ep}'],
    episodeDescriptions: ['Lo nuevo en los cines esta semana.'],
  }),
  musica: series({
    titles: ['Ritmo Latino', 'Top 20 Latino', 'En Vivo desde {city}', 'Clásicos Latinos'],
    genres: [['Spanish', 'Music']],
    descriptions: ['Los éxitos de la música latina.'],
    ratings: ['TV-PG'],
    slots: [60],
    episodeTitles: ['Episodio {ep}'],
    episodeDescriptions: ['Los videos más populares de la semana.'],
  }),
  familia: series({
    titles: ['Cocina con {first}', 'Familia Hoy', 'Aventuras en {place}'],
    genres: [['Spanish', 'Family']],
    descriptions: ['Recetas, consejos y entretenimiento para toda la familia.'],
    ratings: ['TV-G'],
    slots: [30],
    episodeTitles: ['Episodio {ep}'],
    episodeDescriptions: ['Ideas fáciles para toda la familia.'],
  }),

  // Everything else
  faith: series({
    titles: ['Hour of Hope', 'Sunday Worship', 'Voices of Faith', 'Grace Today', 'The Good Word', 'Gospel Hour'],
    genres: [['Faith'], ['Faith', 'Family']],
    descriptions: ['Inspirational messages, music and stories of hope.', 'Worship services and conversations about faith and family.'],
    ratings: ['TV-G'],
    slots: [30, 60],
    seasons: [1, 1],
    episodeTitles: ['Finding Peace', 'The Prodigal Son', 'A New Season', 'Gratitude'],
    episodeDescriptions: ['A message of hope: {titlel}.'],
  }),
  shopping: live({
    titles: ['Deal of the Day', 'Jewelry Showcase Live', 'Kitchen Essentials', 'Beauty Hour', 'Home Finds', 'Gadget Deals'],
    genres: [['Shopping']],
    descriptions: ['Exclusive deals on jewelry, home goods, beauty and more.', 'Shop live for today\'s special values.'],
    slots: [60, 120],
    episodeTitles: ['Today\'s Special Value', 'Clearance Event', 'New Arrivals'],
    episodeDescriptions: ['Limited quantities: {titlel}.'],
  }),
  gaming: series({
    titles: ['Esports Tonight', 'Speedrun Live', 'Retro Replay', 'The Leaderboard', 'Pro League Finals', 'Co-op Night', 'Patch Notes'],
    genres: [['Gaming'], ['Gaming', 'Esports']],
    descriptions: ['The best players in the world compete live.', 'Highlights, interviews and analysis from the world of esports.'],
    slots: [60, 120],
    episodeTitles: ['{team} vs. {team}', 'Grand Finals', 'Speedrun Marathon'],
    episodeDescriptions: ['{title}, with live commentary.'],
  }),
};

/** The formats a channel of each genre airs unless its row names its own (`t:`). */
export const GENRE_FORMATS: Record<ChannelGenre, readonly string[]> = {
  news: ['news'],
  local: ['local-news'],
  weather: ['weather'],
  sports: ['sports-talk', 'sports-live', 'sports-live'],
  movies: ['film-talk'],
  drama: ['drama-family', 'drama-western', 'drama-thriller'],
  entertainment: ['talk', 'celebrity', 'drama-family', 'sitcom'],
  comedy: ['sitcom', 'standup', 'sitcom'],
  crime: ['true-crime', 'procedural', 'mystery'],
  reality: ['docu-reality', 'competition', 'housewives', 'dating'],
  home: ['renovation', 'househunt', 'garden', 'diy'],
  food: ['cooking-competition', 'cooking-show', 'food-travel'],
  travel: ['travel', 'food-travel'],
  lifestyle: ['style', 'fitness', 'pets', 'lifestyle'],
  documentary: ['history', 'science', 'engineering', 'biography'],
  nature: ['nature'],
  kids: ['preschool', 'cartoon'],
  music: ['music'],
  classics: ['classic-sitcom', 'classic-western', 'classic-drama'],
  spanish: ['novela', 'comedia', 'noticias'],
  faith: ['faith'],
  shopping: ['shopping'],
  gaming: ['gaming'],
};

/** The subject of a show on a channel without one (`{subject}`): a team sport or a music style. */
function defaultSubject(random: Random, genre: ChannelGenre): string {
  if (genre === 'sports') return random.pick(TEAM_SPORTS);
  if (genre === 'music') return random.pick(['Pop', 'Country', 'Rock']);
  return 'Sports';
}

/** The fixed words of one show: its channel, subject, city, town, region, family name and host. */
export function showWords(random: Random, channel: { displayName: string; genre: ChannelGenre; subject: string | null }): Record<string, string> {
  const hostfirst = random.pick(FIRST_NAMES);
  const family = random.pick(SURNAMES);
  return {
    channel: channel.displayName,
    subject: channel.subject ?? defaultSubject(random, channel.genre),
    // A local station's shows are about its own city.
    metro: channel.genre === 'local' && channel.subject ? channel.subject : random.pick(CITIES),
    home: random.pick(TOWNS),
    region: random.pick(PLACES),
    family,
    hostfirst,
    host: `${hostfirst} ${family}`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Movies
// ---------------------------------------------------------------------------------------------------

export const MOVIE_GENRES = ['Action', 'Comedy', 'Drama', 'Romance', 'Horror', 'Sci-Fi', 'Thriller', 'Family', 'Western'] as const;
export type MovieGenre = (typeof MOVIE_GENRES)[number];

const MOVIE_TITLES: Record<MovieGenre, readonly string[]> = {
  Action: ['{noun} Protocol', 'Final {noun}', 'The {surname} Directive', 'Operation {noun}', 'Red {noun}', 'Extraction Point', 'Zero Hour', 'Velocity', 'Iron {noun}', 'Rogue Unit', 'Last Man Standing', 'Hard Target {city}'],
  Comedy: ['The {surname} Job', 'Road Trip to {town}', 'Dad\'s Big Weekend', 'Vacation Gone Wrong', 'The Best Man', 'Bachelor Weekend', 'Neighbors from {town}', 'Just One More Day', 'Totally Fine', 'The Intern Years', 'Plus One', 'Reunion Weekend'],
  Drama: ['The {noun}', 'Quiet {noun}', 'Between the Lines', '{first}\'s {noun}', 'A {adj} Place', 'The {adj} Season', 'Letters to {first}', 'After the {noun}', 'The River Keeper', 'Paper Houses'],
  Romance: ['Love in {place}', 'A Winter to Remember', 'Summer in {town}', 'The Wedding Planner\'s {noun}', 'Second Chance at {town}', 'Christmas in {town}', 'Falling for {first}', 'Sweetheart Season', 'Autumn at the Inn', 'The Holiday Swap'],
  Horror: ['The {town} Haunting', 'Don\'t Open the Door', 'Shadows of {town}', 'The Hollow', 'It Came from {town}', 'The Cellar', 'Whispers', 'Bone Orchard', 'Candlewood', 'The Night Shift'],
  'Sci-Fi': ['Europa Rising', 'Beyond the {noun}', 'The Last {noun}', 'Signal from Kepler', 'Orbit', 'Quantum {noun}', 'Colony Seven', 'The Drift', 'Starfall', 'Paradox'],
  Thriller: ['The {noun} Witness', 'Stranger in {town}', 'No Way Back', 'The {adj} Hour', 'Blind Spot', 'The Informant', 'Safe House {city}', 'Cold Trail', 'The Accomplice', 'Double Blind'],
  Family: ['{animal} Adventure', 'The {adj} {animal}', 'Holiday at {town}', 'My Best Friend {first}', 'The Great {animal} Rescue', 'Camp Wildwood', 'Treehouse Kings', 'Snow Day', 'The Lost Kite'],
  Western: ['Ride to {town}', 'The {town} Outlaws', 'Last Stand at {town}', '{town} Justice', 'Dust and {noun}', 'The Long Trail', 'Hangman\'s Ridge', 'Six Guns West', 'Prairie Fire'],
};

const MOVIE_DESCRIPTIONS: Record<MovieGenre, readonly string[]> = {
  Action: ['A disgraced agent gets one last chance to stop an attack on {city}.', 'When a routine job goes wrong, a getaway driver must outrun the mob and the law.'],
  Comedy: ['A best-man speech goes disastrously wrong and the wedding weekend spirals out of control.', 'Two estranged brothers take a cross-country road trip to {town} with their father\'s ashes and a stolen car.'],
  Drama: ['A widowed father and his teenage daughter rebuild their lives in a small town.', 'An aging jazz musician gets one final shot at the stage.'],
  Romance: ['A big-city event planner returns home to {town} and falls for the one that got away.', 'Two rival bakers are forced to share a kitchen for the holiday festival.'],
  Horror: ['A family moves into a farmhouse outside {town} and discovers they are not alone.', 'Friends on a camping trip awaken something that should have stayed buried.'],
  'Sci-Fi': ['The crew of a deep-space freighter picks up a signal that should not exist.', 'In a future where memories can be traded, one woman discovers hers have been stolen.'],
  Thriller: ['A witness to a murder in {city} realizes the detectives protecting her are part of the cover-up.', 'A journalist chases a story that puts everyone she loves in danger.'],
  Family: ['A clever {animall} and a lonely kid team up to save the town fair.', 'Three siblings spend a summer at their grandparents\' farm and find a real treasure map.'],
  Western: ['A retired marshal straps on his gun one last time to protect the town of {town}.', 'A cattle drive across hostile country tests the loyalty of every rider.'],
};

export const MOVIE_RATINGS: Record<MovieGenre, readonly string[]> = {
  Action: ['PG-13', 'R', 'PG-13'],
  Comedy: ['PG-13', 'R', 'PG'],
  Drama: ['PG-13', 'R', 'PG'],
  Romance: ['PG', 'PG-13', 'G'],
  Horror: ['R', 'PG-13'],
  'Sci-Fi': ['PG-13', 'R'],
  Thriller: ['R', 'PG-13'],
  Family: ['G', 'PG'],
  Western: ['PG-13', 'R', 'PG'],
};

export function movieTitle(random: Random, genre: MovieGenre): string {
  return fill(random, random.pick(MOVIE_TITLES[genre]));
}

export function movieDescription(random: Random, genre: MovieGenre): string {
  return fill(random, random.pick(MOVIE_DESCRIPTIONS[genre]));
}

const FICTION = new Set(['Drama', 'Comedy', 'Thriller', 'Western', 'Mystery', 'Soap', 'Sci-Fi', 'Animation', 'Telenovela', 'Anime', 'Sitcom', 'Action', 'Romance', 'Horror', 'Family']);

/** The description plus one more line: a cast for fiction, a host or schedule for everything else. */
export function longDescription(random: Random, description: string, genres: readonly string[]): string {
  const fiction = genres.some((genre) => FICTION.has(genre));
  const templates = genres.includes('Spanish')
    ? ['Con {first} {surname} y {first2} {surname2}.', 'Nuevos episodios cada semana.']
    : fiction
      ? ['Starring {first} {surname} and {first2} {surname2}.', 'Created by {first} {surname}.', 'Filmed on location in {place}.', 'From the producers of "{adj} {noun}".']
      : ['Hosted by {first} {surname}.', 'New episodes every week.', 'Produced in {city}.'];
  return `${description} ${fill(random, random.pick(templates))}`;
}
