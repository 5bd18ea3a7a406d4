"""Last Chip: a tiny game that exists only under tests/, registered the way every game is (its
package in the catalog; its spec names the rest). Take one to three chips in turn; whoever
takes the last chip wins."""
