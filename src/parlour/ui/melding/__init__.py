"""The presenter of the melding games: Rubicon, Chinese and two-pack Bézique, and
Binocle."""
