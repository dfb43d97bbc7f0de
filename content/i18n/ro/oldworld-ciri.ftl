### oldworld / ciri: nume, în română.

# source-hash: 08ae7c38
oldworld__action__dance-of-blades__name = Dansul lamelor

# source-hash: 74668d20
oldworld__witcher__ciri__name = Ciri
    .gender = feminine
    .genitive = lui Ciri
