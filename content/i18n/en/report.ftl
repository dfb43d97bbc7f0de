## The balance report (`grimoire sim --report <dir>`): one page a designer reads to see what the simulated games say of the heroes and the cards.

# The page's title. $game is the game's id, $games the number of games played.
report-title = Balance report: { $game }, { $games ->
    [one] one game
   *[other] { $games } games
}
# The run's settings under the title. $content is "bundled" or a folder; $sets the content sets; $agent the bots (greedy, random, mixed, search); $first and $last the seeds; $rounds the round limit.
report-run = { $content } content (sets { $sets }), { $agent } bots, seeds { $first } to { $last }, at most { $rounds } rounds
# How the games ended. $failures games that failed, $replayed games replayed, $mismatches replays that differed, $rounds the average length.
report-health = { $failures } failures; { $replayed } games replayed, { $mismatches } replay mismatches; { $rounds } rounds on average.
# Heading of the win-rate chart and table.
report-seats-heading = Win rate by hero
# Under the win-rate heading: how to read the chart.
report-seats-help = Bars: the 95% interval of the win rate; dots: the win rate; dashes: the share an even game would give. Coloured: the even share lies outside the interval.
# Column of the heroes (or witchers) in the tables.
report-col-seat = hero
# Column: games played.
report-col-games = games
# Column: games won.
report-col-wins = wins
# Column: the share of games won.
report-col-win-rate = win rate
# Column: the 95% confidence interval of a figure.
report-col-interval = 95% interval
# Column: the win rate an even game would give.
report-col-even = even share
# Column: the average final score.
report-col-score = average score
# A hero's win rate lies above the even share.
report-outlier-above = above the even share
# A hero's win rate lies below the even share.
report-outlier-below = below the even share
# Chart legend: the win rate's interval.
report-legend-interval = 95% interval
# Chart legend: the win rate.
report-legend-rate = win rate
# Chart legend: the even share.
report-legend-even = even share
# Heading of the game-length histogram.
report-rounds-heading = Game length
# Heading of the final-score histogram.
report-scores-heading = Final scores
# Histogram axis: number of games.
report-axis-games = games
# Histogram axis: number of players.
report-axis-players = players
# Histogram axis: rounds a game lasted.
report-axis-rounds = rounds
# Histogram axis: a player's final score.
report-axis-score = score
# Heading of the observational card table.
report-cards-heading = Cards, observed
# Under the card heading: what the observational figure means.
report-cards-help = How much more (or less) often a player won in games whose events name the card than the same hero in games where they do not, averaged over the heroes, with its 95% interval. Observational: it is association, not cause (cards seen in longer games show it too). Coloured: the interval excludes 0.
# Column: the card.
report-col-card = card
# Column: the seat-games in which the card was seen.
report-col-seen = seen in
# Column: the card's observed difference in win rate within the same hero's games, in percentage points.
report-col-difference = difference, same hero (points)
# Column: the card's figures hero by hero.
report-col-by-hero = by hero: win rate when seen / when not (seen in)
# Column: the card's source, a .grim file and line.
report-col-source = source
# Link text to the card's printed face.
report-face = face
# Chart legend: the observed difference.
report-legend-difference = difference (points)
# Heading of the causal impact section.
report-impact-heading = Causal impact
# Under the causal impact heading: what the figures mean.
report-impact-help = Each game a card reached a player in was played again on the same seed with the card blanked: the player's win and score with the card minus without it, with its 95% interval. Coloured: the card is out of line with the rest of its deck.
# Shown when the run measured no causal impact.
report-impact-none = Not measured in this run: run the report with --impact to measure it.
# Column: pairs of games played with and without the card.
report-col-pairs = pairs
# Column: the difference in win share, in percentage points.
report-col-win = win (points)
# Column: the difference in score.
report-col-score-difference = score
# Column: the card's flag.
report-col-flag = flag
# Column: the card's impact per hero it reached.
report-col-per-hero = by hero (pairs)
# Flag: the card is stronger than the rest of its deck.
report-flag-strong = strong
# Flag: the card is weaker than the rest of its deck.
report-flag-weak = weak
# Flag: every game ended alike with and without the card.
report-flag-no-effect = no effect
# Flag: the card reached no player.
report-flag-unused = unused
# Heading of the bot coverage section.
report-coverage-heading = Bot coverage
# Under the coverage heading: why it matters.
report-coverage-help = What the bots never tried over the whole run: no figure above says anything about these.
# Sub-heading: cards no player's events named in any game.
report-coverage-cards = Cards never played
# Sub-heading: kinds of option offered and never chosen, by decision type.
report-coverage-options = Options never chosen
# Shown when a coverage list is empty.
report-coverage-none = none
# Shown when the game lists no cards to compare with.
report-coverage-unlisted = the game lists no cards
# Heading of the win rate by table (the Wild Hunt: by difficulty and player count).
report-groups-heading = Win rate by table
# Column: a table of the game's own grouping (the Wild Hunt: difficulty and player count).
report-col-table = table
# Column: average rounds a game lasted.
report-col-rounds = average rounds
# Heading of the comparison of two content versions played on the same seeds.
report-comparison-heading = Comparison
# Under the comparison heading. $before and $after are the two content folders; $roundsBefore and $roundsAfter the average game lengths; $significant is "yes" when the change in length is significant.
report-comparison-what = Before: { $before }; after: { $after }; the same seeds and tables. Coloured: significant at 95% once Holm's adjustment is made across the seats and, apart, across the cards tested. Average length { $roundsBefore } → { $roundsAfter } rounds{ $significant ->
    [yes] {" "}(significant).
   *[other] .
}
# Sub-heading: the cards whose players' win rate changed significantly between the two versions.
report-comparison-cards = Cards whose players' win rate changed significantly
# Column: the win rate with the first content version.
report-col-before = win rate before
# Column: the win rate with the second content version.
report-col-after = after
# Column: the change between the two versions, in percentage points.
report-col-change = change (points)
# Column: the card's players' win rate with the first content version.
report-col-seen-before = win rate when seen, before
