// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A devnet ERC-721 collection, for the Account view's NFTs tab.
/// @notice Tokens 1..count are minted to one holder at deployment; each token's URI is the base
/// given at deployment followed by its id, so the metadata and the images are served by whoever
/// deployed it (the devnet points it at services/api). There is no owner and no later mint.
contract TestCollection {
    string public name;
    string public symbol;
    string private baseURI;

    mapping(uint256 tokenId => address) private owners;
    mapping(address owner => uint256) private balances;
    mapping(uint256 tokenId => address) private approvals;
    mapping(address owner => mapping(address operator => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_, string memory baseURI_, address holder, uint256 count) {
        require(holder != address(0), "TestCollection: mint to the zero address");
        name = name_;
        symbol = symbol_;
        baseURI = baseURI_;
        for (uint256 id = 1; id <= count; id++) {
            owners[id] = holder;
            emit Transfer(address(0), holder, id);
        }
        balances[holder] = count;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721 and ERC-721 Metadata.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "TestCollection: the zero address owns nothing");
        return balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = owners[tokenId];
        require(owner != address(0), "TestCollection: no such token");
        return owner;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _decimal(tokenId));
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || operators[owner][msg.sender], "TestCollection: not allowed");
        approvals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return operators[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "TestCollection: from is not the owner");
        require(to != address(0), "TestCollection: transfer to the zero address");
        require(
            msg.sender == owner || approvals[tokenId] == msg.sender || operators[owner][msg.sender],
            "TestCollection: not allowed"
        );
        delete approvals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    /// The devnet's holders are accounts, never contracts, so the receiver hook is not called.
    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        transferFrom(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes calldata) external {
        transferFrom(from, to, tokenId);
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
