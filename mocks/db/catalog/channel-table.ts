/**
 * The channel lineup: a fixed table, the same for every seed (the seed changes what airs, not which
 * channels exist), so channel ids, names and logo colours are stable and the image renderer can draw a
 * logo from a channel id alone. This module imports nothing, so `mocks/media/images.ts` can use it.
 *
 * Row format: `Display Name|CALLSIGN|genre|flags`, flags separated by spaces:
 * - `F` free (FAST) channel, `L` lookback (airings restartable after they aired), `X` inactive,
 *   `B` blackout-prone (some airings are blacked out), `+addon` only with that add-on,
 *   `@ch-id` explicit channel id, `#rrggbb` brand colour, `m:Genre` movie genre this channel favours,
 *   `t:format,format` the show formats it airs (otherwise its genre's; see words.ts), `s:Subject` the
 *   subject of its shows (a sport or music style; `_` for spaces).
 */

export type ChannelGenre =
  | 'news'
  | 'local'
  | 'weather'
  | 'sports'
  | 'movies'
  | 'drama'
  | 'entertainment'
  | 'comedy'
  | 'crime'
  | 'reality'
  | 'home'
  | 'food'
  | 'travel'
  | 'lifestyle'
  | 'documentary'
  | 'nature'
  | 'kids'
  | 'music'
  | 'classics'
  | 'spanish'
  | 'faith'
  | 'shopping'
  | 'gaming';

export interface ChannelRow {
  channelId: string;
  displayName: string;
  callsign: string;
  genre: ChannelGenre;
  isFastViewable: boolean;
  isLookback: boolean;
  isBlackoutProne: boolean;
  isActive: boolean;
  addOnId: string | null;
  color: string;
  /** Movie genre the channel favours when it airs movies (e.g. `Horror`), if any. */
  movieGenre: string | null;
  /** Show formats the channel airs (words.ts `FORMATS` keys); empty for its genre's defaults. */
  formats: string[];
  /** Subject of its shows (a sport, a music style), if any. */
  subject: string | null;
}

const ROWS = `
National News Network|NNN|news|L B
Metro News 24|MN24|news|F
Capitol Report|CAPR|news|
Global Desk|GDSK|news|F
Business Ticker|BTKR|news|t:business-news
Market Watch Live|MWL|news|t:business-news
Frontline News Now|FNN|news|F
The Evening Wire|EWIR|news|
Newsline Texas|NWTX|local|s:Dallas
Newsline West|NWWS|local|s:Phoenix
Channel 5 Austin|KAWV|local|L B s:Austin
Channel 8 Dallas|KDWV|local|B s:Dallas
Channel 2 Houston|KHWV|local|B s:Houston
Channel 11 San Antonio|KSWV|local|B s:San_Antonio
Austin City Access|ACA|local|F s:Austin
World Report|WRPT|news|F
Newsmakers|NMKR|news|
Politics Now|POLN|news|X
The Briefing Room|BRFR|news|F
Tech Today|TECH|news|F t:tech-news
Headline Minute|HDLN|news|F
The Weather Desk|WXD|weather|F
Coastline Weather|CSTW|weather|
Storm Tracker 24/7|STRM|weather|F
Summit Sports Network|SSN|sports|L B #c8102e
Summit Sports 2|SSN2|sports|B #c8102e
Summit Sports News|SSNN|sports|#c8102e t:sports-talk
Gridiron Network|GRID|sports|B s:Football
Hoops TV|HOOP|sports|B s:Basketball
Diamond Baseball Channel|DMND|sports|B s:Baseball
Goal! Soccer Network|GOAL|sports|s:Soccer
Fairway Golf|FWAY|sports|s:Golf
Center Court Tennis|CCTN|sports|s:Tennis
Fight Night Network|FNGT|sports|s:Boxing
Motor Speedway TV|MSPD|sports|t:motorsport
College Sports Central|CSC|sports|B s:College_Football
Campus Conference Network|CCN|sports|B s:College_Basketball
Southwest Sports|SWSP|sports|B
Lone Star Sports|LSSP|sports|B
Ice Hockey Network|ICEH|sports|B s:Hockey
Horse Racing Today|RACE|sports|t:horse-racing
Outdoor Pursuit|OUTP|sports|F t:outdoors
Angler TV|ANGL|sports|F t:outdoors
Extreme Action Sports|XACT|sports|F t:extreme
Poker Night|POKR|sports|F t:poker
Sports Rewind|SRWD|sports|F t:sports-classic
Wrestling Vault|WVLT|sports|F t:wrestling
Pro Bowling Channel|BOWL|sports|F t:bowling
Bet & Odds Live|ODDS|sports|F t:betting
Olympic Dreams|OLYD|sports|F t:sports-classic s:Olympic_Sports
AMC|AMC|drama|@ch-amc #111111 L m:Western
Hallmark Channel|HALL|movies|@ch-hallmark #5b2c83 m:Romance
Hallmark Mystery|HMYS|crime|#3d1f5c t:mystery
BET|BET|entertainment|@ch-bet #1d1d1b F B
BET Her|BETH|entertainment|#7a1f5c
Silver Screen Classics|SSCL|movies|m:Drama
Blockbuster Movie Channel|BMC|movies|L m:Action
Feature Film Network|FFN|movies|L
Midnight Movies|MIDM|movies|F m:Thriller
Family Movie Channel|FMC|movies|m:Family
Action Max|ACTX|movies|m:Action
Romance Reels|ROMR|movies|F m:Romance
Indie Film Channel|INDF|movies|m:Drama
Western Trails|WSTN|movies|F m:Western
Horror House|HORR|movies|F m:Horror
Sci-Fi Theater|SCFT|movies|F m:Sci-Fi
Comedy Cinema|COMC|movies|m:Comedy
Holiday Movie Channel|HOLM|movies|m:Romance
Cult Classics|CULT|movies|F m:Horror
Kung Fu Theater|KFTH|movies|F m:Action
Date Night Movies|DATE|movies|F m:Romance
MGM+|MGMP|movies|+epix #b58b2a
MGM+ Hits|MGMH|movies|+epix #b58b2a m:Action
MGM+ Marquee|MGMM|movies|+epix #b58b2a m:Drama
MGM+ Drive-In|MGMD|movies|+epix #b58b2a m:Horror
STARZ|STRZ|movies|+starz #000000
STARZ Edge|STZE|movies|+starz #000000 m:Thriller
STARZ Comedy|STZC|movies|+starz #000000 m:Comedy
STARZ Cinema|STZN|movies|+starz #000000 m:Drama
STARZ Kids & Family|STZK|kids|+starz #000000 m:Family
Movie Pack Premiere|MPPR|movies|+movie #0f4c81
Movie Pack Classics|MPCL|movies|+movie #0f4c81 m:Western
Movie Pack Action|MPAC|movies|+movie #0f4c81 m:Action
Movie Pack Family|MPFM|movies|+movie #0f4c81 m:Family
AMC+|AMCP|drama|+amcplus-adfree #111111
AMC+ Crime Drama|AMCC|crime|+amcplus-adfree #111111 t:procedural
BET+|BETP|entertainment|+betplus-adfree #1d1d1b
ALLBLK|ABLK|drama|+allblk-adfree #222222
Hallmark+|HLMP|movies|+hallmarkplus-adfree #5b2c83 m:Romance
Hallmark+ Mysteries|HLMY|crime|+hallmarkplus-adfree #3d1f5c t:mystery
Parkway Drama|PKWY|drama|L
Northstar Drama|NSTR|drama|
Crimson TV|CRMS|drama|
Heartland Stories|HRTL|drama|F
Encore Drama|ENCD|drama|F
Soap Opera Network|SOAP|drama|F t:soap
Showcase|SHCS|entertainment|
Prime Entertainment|PENT|entertainment|L
The Network|TNET|entertainment|
Channel One|CH1|entertainment|L
Spotlight TV|SPOT|entertainment|
Pop Culture TV|POPC|entertainment|F t:celebrity
Celebrity Now|CELB|entertainment|F t:celebrity
Anthology TV|ANTH|entertainment|F t:drama-thriller,drama-family
Short Film Channel|SHFM|entertainment|F t:film-talk
Red Carpet TV|RCTV|entertainment|F t:celebrity
Late Night Network|LATE|comedy|t:talk,standup
Laugh Lines|LAFL|comedy|
Stand-Up Central|STND|comedy|F t:standup
Funny Bone TV|FUNB|comedy|F
Sketch Factory|SKCH|comedy|F t:sketch
Improv Channel|IMPV|comedy|t:sketch,standup
True Crime Network|TCN|crime|L t:true-crime
Cold Case TV|COLD|crime|F t:true-crime
Detective Channel|DTCT|crime|F
Courtroom TV|CRTV|crime|F t:court
Investigation Files|INVF|crime|t:true-crime
Mystery Theater|MYST|crime|F t:mystery
Unsolved|UNSV|crime|F t:true-crime
Reality Central|RLTY|reality|L
Real Life TV|RLTV|reality|t:docu-reality
Dating Game Channel|DATG|reality|F t:dating
Competition TV|COMP|reality|t:competition
Island Life|ISLD|reality|F t:competition,dating
Bridal Network|BRDL|reality|t:bridal
Pawn & Auction TV|PAWN|reality|F t:pawn
Game Show Central|GAME|reality|F t:game-show
Talent Search TV|TLNT|reality|t:talent
Housewives TV|HSWV|reality|F t:housewives
Makeover Channel|MKOV|lifestyle|t:style
Home & Garden Living|HGLV|home|L
Fixer Network|FIXR|home|t:renovation
Dream Homes|DRMH|home|F t:househunt
Backyard TV|BKYD|home|F t:garden
DIY Workshop|DIYW|home|F t:diy
Tiny Living|TINY|home|F t:househunt
Garden Grow|GRDN|home|F t:garden
Real Estate Channel|REAL|home|F t:househunt
Kitchen Network|KTCH|food|L
Cooking Classics|COOK|food|F t:cooking-show
Grill Masters|GRIL|food|F t:cooking-competition,cooking-show
Bake Shop TV|BAKE|food|F t:cooking-competition
Taste of Travel|TAST|travel|t:food-travel,travel
Wanderlust|WAND|travel|F t:travel
Road Trip TV|ROAD|travel|F t:travel,food-travel
Escape Travel|ESCP|travel|t:travel
Style Network|STYL|lifestyle|t:style
Wellness TV|WELL|lifestyle|F t:fitness
Fit Life|FITL|lifestyle|F t:fitness
Pet Network|PETN|lifestyle|F t:pets
Craft Corner|CRFT|lifestyle|F t:crafts
Her Channel|HERC|lifestyle|t:drama-family,lifestyle
Life & Style|LFST|lifestyle|
Explorer Channel|EXPL|documentary|L t:nature,science,engineering
History Vault|HSTV|documentary|t:history
Science Lab|SCIL|documentary|t:science
Space Channel|SPCE|documentary|F t:space
Military History Network|MILH|documentary|t:military
Biography Channel|BIOG|documentary|t:biography
Ancient Mysteries|ANCM|documentary|F t:history
Engineering Marvels|ENGM|documentary|F t:engineering
Factory Floor|FCTF|documentary|F t:engineering
Docu Channel|DOCU|documentary|
Wild Earth|WILD|nature|
Ocean Deep|OCEN|nature|F
Nature Cam|NCAM|nature|F
Animal Kingdom TV|ANML|nature|
Green Planet|GRNP|nature|F
Ultra HD Showcase|UHDS|nature|F
Kids Zone|KIDZ|kids|
Toon Town TV|TOON|kids|t:cartoon
Tiny Tots|TOTS|kids|F t:preschool
Junior Network|JUNR|kids|
Cartoon Classics|CTCL|kids|F t:cartoon
Anime Station|ANIM|kids|F t:anime
Teen Scene|TEEN|kids|t:teen
Learning Lane|LRNL|kids|F t:preschool
Family Fun Channel|FAMF|kids|m:Family
Story Time TV|STRY|kids|F t:preschool
Retro Toons|RTOO|kids|F t:cartoon
Puppet Playhouse|PPPT|kids|F t:preschool
Music Videos 24/7|MV24|music|F s:Pop
Country Roads TV|CTRY|music|s:Country
Hip-Hop Nation|HHOP|music|s:Hip-Hop
Rock Legends|ROCK|music|F s:Rock
Pop Hits TV|POPH|music|F s:Pop
Latin Beats|LATN|music|F s:Latin
Concert Hall|CNCT|music|s:Classic_Rock
Jazz & Blues|JAZZ|music|F s:Jazz
Classical Stage|CLSS|music|F s:Classical
Karaoke Channel|KARA|music|F X s:Karaoke
Gospel Music Network|GOSP|music|s:Gospel
Throwback Music|THRW|music|F s:Throwback
Classic TV|CLTV|classics|F
Retro Television|RETR|classics|F
Westerns 24/7|WS24|classics|F t:classic-western
Sci-Fi Classics|SCFC|classics|F t:classic-scifi
Vintage Comedy|VCOM|classics|F t:classic-sitcom
Antenna Gold|ANTG|classics|
Decade TV|DCTV|classics|
Golden Age Network|GOLD|classics|
Noticias Ahora|NOTI|spanish|t:noticias
Telenovela Channel|NOVL|spanish|F t:novela
Deportes Plus|DPRT|spanish|B t:deportes
Cine Latino|CINL|spanish|t:cine
Familia TV|FAMI|spanish|F t:familia,comedia
Música Latina|MUSL|spanish|F t:musica
Comedia TV|CMDA|spanish|F t:comedia
Estrellas|ESTR|spanish|t:novela
Faith & Family|FAFM|faith|
Inspire TV|INSV|faith|
Shop at Home|SHOP|shopping|F
Deal Network|DEAL|shopping|F X
Jewelry Showcase|JWLS|shopping|F
Esports Arena|ESPA|gaming|F
Retro Gaming TV|RGAM|gaming|F
Game On|GMON|gaming|F
Lakeside Living|LKSD|lifestyle|F t:househunt,lifestyle
Frontier Channel|FRNT|classics|F t:classic-western
Heritage TV|HRTG|documentary|t:history,biography
Urban Stories|URBN|drama|
Comedy Gold|CGLD|comedy|F t:classic-sitcom
Kitchen Royale|KRYL|food|t:cooking-competition
Auto Garage TV|AUTO|reality|F t:cars
Off-Road Nation|OFFR|sports|F t:motorsport
Quiz Night|QUIZ|reality|F t:game-show
The Arts Channel|ARTS|documentary|t:arts
`;

const PALETTE = [
  '#1f6feb', '#d1495b', '#2a9d8f', '#e76f51', '#6a4c93', '#118ab2', '#ef476f', '#06d6a0',
  '#f4a261', '#264653', '#8338ec', '#ff006e', '#3a86ff', '#fb5607', '#588157', '#bc4749',
  '#0081a7', '#9c6644', '#5e60ce', '#c9184a', '#2b9348', '#b5179e', '#4361ee', '#e09f3e',
];

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Lowercase ASCII slug: accents dropped, anything else becomes `-` (`Música Latina` → `musica-latina`). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A stable colour for any id, from the shared palette. */
export function paletteColor(id: string): string {
  return PALETTE[hash(id) % PALETTE.length] as string;
}

function parseRows(): ChannelRow[] {
  const rows: ChannelRow[] = [];
  const seen = new Set<string>();
  for (const line of ROWS.split('\n')) {
    if (line.trim() === '') continue;
    const [displayName = '', callsign = '', genre = '', flagText = ''] = line.split('|');
    const flags = flagText.split(' ').filter(Boolean);
    const explicitId = flags.find((flag) => flag.startsWith('@'))?.slice(1);
    const channelId = explicitId ?? `ch-${slugify(displayName)}`;
    if (seen.has(channelId)) throw new Error(`Duplicate channel id ${channelId}`);
    seen.add(channelId);
    rows.push({
      channelId,
      displayName,
      callsign,
      genre: genre as ChannelGenre,
      isFastViewable: flags.includes('F'),
      isLookback: flags.includes('L'),
      isBlackoutProne: flags.includes('B'),
      isActive: !flags.includes('X'),
      addOnId: flags.find((flag) => flag.startsWith('+'))?.slice(1) ?? null,
      color: flags.find((flag) => flag.startsWith('#')) ?? paletteColor(channelId),
      movieGenre: flags.find((flag) => flag.startsWith('m:'))?.slice(2) ?? null,
      formats: flags.find((flag) => flag.startsWith('t:'))?.slice(2).split(',') ?? [],
      subject: flags.find((flag) => flag.startsWith('s:'))?.slice(2).replace(/_/g, ' ') ?? null,
    });
  }
  return rows;
}

/** Every channel, in guide (lineup) order. */
export const CHANNEL_ROWS: readonly ChannelRow[] = parseRows();

const byId = new Map(CHANNEL_ROWS.map((row) => [row.channelId, row]));

export function channelRow(channelId: string): ChannelRow | undefined {
  return byId.get(channelId);
}
