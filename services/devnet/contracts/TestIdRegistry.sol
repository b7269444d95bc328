// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The two reads of Farcaster's IdRegistry that Sign In With Farcaster makes, for the local devnet:
/// which fid an address holds in custody, and who holds a fid. Nothing writes it: the devnet
/// places this code at the IdRegistry's Optimism address and sets the test fids' storage
/// (services/devnet/installFarcasterRegistry.ts), so the layout below is part of its contract.
contract TestIdRegistry {
    /// Slot 0: custody address => fid (0 for none).
    mapping(address => uint256) public idOf;
    /// Slot 1: fid => custody address.
    mapping(uint256 => address) public custodyOf;
}
